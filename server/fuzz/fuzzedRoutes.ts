import { ALERTS_ROUTES } from '#application/alerts/svcRoutes';
import { SEARCHES_ROUTES } from '#application/search/svcRoutes';
import { VALUATION_ROUTES } from '#application/valuation/svcRoutes';
import { FINANCING_ROUTES } from '#application/financing/svcRoutes';
import { LEADS_ROUTES } from '#application/leads/svcRoutes';
import { COMMUNICATIONS_ROUTES } from '#application/leads/svcRoutes';
import { LISTINGS_ROUTES } from '#application/listings/svcRoutes';
import { PLACES_ROUTES } from '#application/places/svcRoutes';
import { ACCOUNTS_ROUTES } from '#application/identity/svcRoutes';
import { CONTENT_ROUTES } from '#application/content/svcRoutes';
import { AGENTS_ROUTES } from '#application/agents/svcRoutes';
import { LOCAL_ROUTES } from '#application/places/svcRoutes';
import { EVENTS_ROUTES } from '#application/tracking/svcRoutes';
import { STATISTICS_ROUTES } from '#application/places/svcRoutes';
import { PORTAL_ROUTES } from '#application/portal/svcRoutes';
import { CAPTCHA_ROUTES } from '#application/shared/svcRoutes';
import { IMPORT_ROUTES } from '#application/import/svcRoutes';
import type { CallerNeed, SvcRoute } from '#application/shared/svcRoute';
import { LEAD_ENDPOINTS } from '#domain/leads/Lead';
import { FRESH_KEY } from './hostileValues';

/**
 * A route the fuzz suite attacks. `:name` marks a path parameter. The /svc routes come from the
 * contexts' route tables (application/<context>/svcRoutes.ts); a /svc route the router serves
 * without a descriptor there fails fuzzedRoutes.test.ts (it reads the router).
 */
export interface FuzzedRoute {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  /** Query parameters the route reads (the fuzzer also sends names it does not). */
  query?: readonly string[];
  /**
   * A body the route accepts: the fuzzer also sends it with a leaf or two replaced by hostile
   * values, so they get past the shape checks to the handler, the database and the mails.
   */
  example?: unknown;
  /** Who the route serves: an `agencyKey` route gets the target's agency key in half the cases. */
  caller?: CallerNeed;
  /** `file`: the body is a file (server/fuzz/hostileFiles), not JSON. */
  body?: 'json' | 'file';
}

/** A lead the demo data takes (listing, project and agent 1), the form filled in ten seconds. */
const LEAD = {
  id: 1,
  projectId: 1,
  userId: 1,
  portalId: 'ch',
  locale: 'de',
  idempotencyKey: FRESH_KEY,
  formSubmitTime: 1_780_000_010_000,
  tourDate: '2026-12-01',
  tourTime: '10:00',
  details: { floor: '3', parking: true },
  data: {
    fullName: 'Jonas Meier',
    email: 'jonas.meier@example.ch',
    phone: '044 668 18 00',
    message: 'Is it still available?',
    formTimestamp: 1_780_000_000_000,
  },
};
const REGIONAL = { culture: 'de', language: 'de', countryISO: 'CH', currencyId: 'CHF', timezoneOffset: -60 };
const PROPERTY = {
  portalId: 'ch',
  location: { street: 'Bahnhofstrasse', houseNumber: '1', postCode: '8001', city: 'Zürich', countryISO: 'CH' },
  propertyType: 'Apartment',
  numberOf: { rooms: 3.5 },
  area: { living: 90 },
};

/** Every context's route table (application/<context>/svcRoutes.ts). */
const TABLES = {
  leads: LEADS_ROUTES,
  alerts: ALERTS_ROUTES,
  searches: SEARCHES_ROUTES,
  valuation: VALUATION_ROUTES,
  financing: FINANCING_ROUTES,
  communications: COMMUNICATIONS_ROUTES,
  listings: LISTINGS_ROUTES,
  places: PLACES_ROUTES,
  accounts: ACCOUNTS_ROUTES,
  content: CONTENT_ROUTES,
  agents: AGENTS_ROUTES,
  local: LOCAL_ROUTES,
  events: EVENTS_ROUTES,
  statistics: STATISTICS_ROUTES,
  portal: PORTAL_ROUTES,
  captcha: CAPTCHA_ROUTES,
  import: IMPORT_ROUTES,
} as const satisfies Record<string, Record<string, SvcRoute>>;

/** The example bodies, by context and the route's key in its table. */
const EXAMPLES: { readonly [C in keyof typeof TABLES]?: { readonly [K in keyof (typeof TABLES)[C]]?: unknown } } = {
  valuation: { create: { property: PROPERTY } },
  financing: {
    createMortgageQuote: {
      locale: 'de',
      mortgageQuote: {
        grossAnnualIncome: 150000,
        purchasePrice: 900000,
        currencyId: 'CHF',
        provider: 'Moneypark',
        ownFunds: 200000,
      },
    },
    requestRentalDepositInsurance: { lead: LEAD },
  },
  accounts: {
    createProfile: { regionalSettings: REGIONAL },
    patchProfile: {
      regionalSettings: REGIONAL,
      details: { fullName: 'Jonas Meier', email: 'j@example.ch', phone: '044' },
    },
    consent: { email: 'j@example.ch', sourceUrl: 'https://portal.example/de' },
    patchUser: { fullName: 'Jonas Meier', regionalSettings: REGIONAL },
  },
  content: {
    submitForm: { pageId: 1, formId: 'contact', culture: 'de', fields: { name: 'Jonas', message: 'Grüezi' } },
  },
  events: {
    // One of each kind of payload (domain TrackedActs): a page with its listing, an agent's page with
    // the agent in value, a favourite, a saved search, a number shown on an agent's page.
    track: {
      actions: [
        { source: 'web', portalId: 'ch', action: 'listingPage', listingId: 1, categoryId: 1 },
        { source: 'web', portalId: 'ch', action: 'agentPage', value: '1' },
        { source: 'web', portalId: 'ch', action: 'createFavorite', listingId: 1, searchId: '1' },
        { source: 'web', portalId: 'ch', action: 'saveSearch', searchId: '1' },
        { source: 'web', portalId: 'ch', action: 'showPhone', value: '1' },
      ],
    },
  },
  leads: Object.fromEntries(LEAD_ENDPOINTS.map((endpoint) => [endpoint, LEAD])),
  alerts: { confirmAddress: { token: 'x'.repeat(43) }, unsubscribe: { searchId: 1 } },
  import: { setFeedSource: { url: 'https://feeds.agency.example/openimmo.xml', format: 'openimmo' } },
};

/** Every /svc route, from the tables: the fuzz list writes no path of its own. */
export const SVC_ROUTES: readonly FuzzedRoute[] = Object.entries(TABLES).flatMap(([context, table]) =>
  Object.entries(table as Record<string, SvcRoute>).map(([key, route]): FuzzedRoute => {
    const example = (EXAMPLES[context as keyof typeof TABLES] as Record<string, unknown> | undefined)?.[key];
    return {
      method: route.method,
      path: `/svc${route.path}`,
      caller: route.caller,
      ...(route.query ? { query: route.query } : {}),
      ...(example === undefined ? {} : { example }),
      ...(route.body ? { body: route.body } : {}),
    };
  }),
);

/** The portal's own JSON calls outside /svc: the login page, the post-login actions, the token and the crawlers' proxy. */
export const AUTH_ROUTES: readonly FuzzedRoute[] = [
  { method: 'POST', path: '/login/password' },
  { method: 'POST', path: '/login/email-code/send' },
  { method: 'POST', path: '/login/email-code' },
  {
    method: 'POST',
    path: '/login/register',
    example: { fullName: 'Jonas Meier', email: 'jonas@example.ch', password: 'a long passphrase', acceptTerms: true },
  },
  { method: 'POST', path: '/login/register/confirm' },
  { method: 'POST', path: '/auth/action' },
  { method: 'POST', path: '/auth/action/replay' },
  { method: 'GET', path: '/auth/login', query: ['view', 'callbackUrl', 'sourceUrl', 'action', 'email'] },
  { method: 'GET', path: '/auth/callback', query: ['state', 'code', 'error'] },
  { method: 'POST', path: '/api/:service/:action' },
  { method: 'POST', path: '/api/content/getContent' },
  { method: 'POST', path: '/api/listings/getListing' },
  { method: 'POST', path: '/api/places/getPlace' },
  { method: 'POST', path: '/api/places/getChildren' },
  { method: 'POST', path: '/api/searches/search' },
  { method: 'POST', path: '/auth/token' },
];

/** Pages (document 000 §3, 001 §2): fuzzed against a built portal by `npm run fuzz:pages`. */
export const PAGE_ROUTES: readonly FuzzedRoute[] = [
  { method: 'GET', path: '/', query: ['c'] },
  { method: 'GET', path: '/:country/:transaction', query: ['price.min', 'p', 'searchId', 'placeId', 'sort'] },
  { method: 'GET', path: '/search', query: ['q', 'placeId', 'searchId', 'zoom', 'neLat'] },
  { method: 'GET', path: '/listing/:id', query: ['searchId', 'currencyId'] },
  { method: 'GET', path: '/:slug/:id', query: ['searchId'] },
  // Pages with an id (document 001 §2): ids beyond the key columns answered the server-error page.
  { method: 'GET', path: '/agent/:agencyName/:agentName/:agentUserId', query: ['p'] },
  { method: 'GET', path: '/agency/:agencyName/:accountId', query: ['p', 'sort'] },
  { method: 'GET', path: '/chat', query: ['conversation'] },
  { method: 'GET', path: '/unsubscribe', query: ['unsublink', 'profileId', 'sig'] },
  { method: 'GET', path: '/alerts/confirm', query: ['token', 'c'] },
  { method: 'GET', path: '/login', query: ['view', 'callbackUrl'] },
  { method: 'GET', path: '/:anything' },
];
