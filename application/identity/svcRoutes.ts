import type { SvcRoute } from '#application/shared/svcRoute';

/**
 * /svc/accounts (document 000 §7): every call but profile creation carries a bearer (document
 * 000 §5; a first visit has no token yet). The one place these paths are written; the order is
 * the router's (users/slug and users/ids before users/:id).
 */
export const ACCOUNTS_ROUTES = {
  createProfile: { method: 'POST', path: '/accounts/profiles', caller: 'none' },
  profile: { method: 'GET', path: '/accounts/profiles/:id', caller: 'session', query: ['mode'] },
  patchProfile: { method: 'PATCH', path: '/accounts/profiles/:id', caller: 'session' },
  consent: { method: 'PUT', path: '/accounts/profiles/:id/consent', caller: 'session' },
  cookiesConsent: { method: 'PUT', path: '/accounts/profiles/:id/cookiesConsent', caller: 'session' },
  userBySlug: { method: 'GET', path: '/accounts/users/slug/:slug', caller: 'session', query: ['mode'] },
  usersByIds: { method: 'POST', path: '/accounts/users/ids', caller: 'session' },
  user: { method: 'GET', path: '/accounts/users/:id', caller: 'session', query: ['mode'] },
  patchUser: { method: 'PATCH', path: '/accounts/users/:id', caller: 'session' },
  loginMethods: { method: 'GET', path: '/accounts/users/:id/loginMethods', caller: 'session' },
  password: { method: 'PUT', path: '/accounts/users/:id/password', caller: 'session' },
  urlToken: { method: 'GET', path: '/accounts/api/v1/token', caller: 'session', query: ['hash'] },
  clientSwitchCode: {
    method: 'GET',
    path: '/accounts/api/users/clientswitchCode',
    caller: 'session',
    query: ['targetClientId'],
  },
  accountsByIds: { method: 'POST', path: '/accounts/accounts/ids', caller: 'session', query: ['mode'] },
  ascendantsOfAccounts: { method: 'POST', path: '/accounts/accounts/ascendants', caller: 'session' },
  account: { method: 'GET', path: '/accounts/accounts/:id', caller: 'session', query: ['mode', 'currencyId'] },
  /** An admin issues (and so rotates) the agency account's import API key, shown once (docs/import-api.md). */
  agencyApiKey: { method: 'POST', path: '/accounts/accounts/:id/apiKey', caller: 'fullUser' },
  accountAscendants: {
    method: 'GET',
    path: '/accounts/accounts/:id/ascendants',
    caller: 'session',
    query: ['ascendantsType'],
  },
} as const satisfies Record<string, SvcRoute>;
