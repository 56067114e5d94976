import path from 'node:path';
import type { SocialProviderSettings } from '#infrastructure/identity/social/socialUpstreams';
import { flag, optionalWhole, text, whole } from './envValues';
import { readSocialProviders } from './identity/readSocialProviders';

/**
 * Settings read once from the environment, checked at start (a malformed value stops the server
 * with a SettingError naming the variable); every variable is documented in README.md
 * "Configuration". Nothing else reads process.env (eslint's no-restricted-properties keeps it so).
 */
export interface Settings {
  port: number;
  host: string;
  production: boolean;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  portalOverride?: string;
  demoListings: number;
  demoSeed: number;
  logLevel: string;
  debug: boolean;
  /** Base URL of a remote back end for the http adapters; unset = embedded services. */
  servicesBaseUrl?: string;
  mapTileUrl: string;
  /** PUBLIC_ORIGIN: the site's origin for redirects, canonical links and cookies when the request's host is not a configured one. */
  publicOrigin?: string;
  /** TRUST_PROXY: comma-separated addresses or CIDR ranges (or `loopback`) whose X-Forwarded-* headers count; empty: none. */
  trustProxy: string[];
  /** METRICS_TOKEN: /metrics answers only with `Authorization: Bearer <token>`; unset: /metrics is off. */
  metricsToken?: string;
  /** The CDN header naming the visitor's country (COUNTRY_HEADER, default cf-ipcountry); null: Accept-Language only. */
  countryHeader: string | null;
  /** The node's cache of shared pages (docs/pages.md): its bound in bytes (PAGE_CACHE_MB; 0 turns it off). */
  pageCacheBytes: number;
  /** How long a shared page is kept at most, by the node and by a CDN (PAGE_CACHE_TTL_S): the safety net behind the change log. */
  pageCacheTtlS: number;
  /** How often the listing change log is read to drop changed pages (PAGE_CACHE_REFRESH_MS). */
  pageCacheRefreshMs: number;
  /** How many calendar months of tracked events are kept (TRACKING_RETENTION_MONTHS, default 13); older month partitions are dropped. */
  trackingRetentionMonths: number;
  /**
   * ANONYMOUS_RETENTION_DAYS (default 30): guest profiles with nothing attached, and searches no
   * profile owns, untouched this long, are deleted by the retention job (docs/pages.md §10).
   */
  anonymousRetentionDays: number;
  /** ANONYMOUS_RETENTION_INTERVAL_S (default 3600): how often that job runs; 0 turns it off. */
  anonymousRetentionIntervalS: number;
  /** SEARCH_INDEX=off: every search runs in SQL (the path a node also uses while its index loads); on by default. */
  searchIndex: boolean;
  /** MAINTENANCE_MODE=true: every page and service answers 503 with Retry-After (MAINTENANCE_RETRY_AFTER_S, default 600). */
  maintenance: { on: boolean; retryAfterS: number };
  /** Sign-in, sessions and the portal's mail (README "Configuration", "Social login"). */
  identity: IdentityEnv;
  /** How often the background jobs run, in seconds; 0 turns one off. */
  jobs: { alertsIntervalS: number; alertsPushIntervalS: number; duplicatesIntervalS: number };
  /** Limits an operator tightens or loosens; unset: the code's defaults. */
  limits: { leadsPerIp?: number; leadsPerEmail?: number; valuationsPerProfile?: number; valuationWindowS?: number };
  /** Keys several nodes must share; unset: generated on first start and kept in DATA_DIR. */
  keys: { altchaHmacKey?: string; vapidPublicKey?: string; vapidPrivateKey?: string; vapidSubject: string };
  /** The agencies' feed import API (docs/import-api.md "Limits"). */
  import: ImportEnv;
  /** `npm run cluster`: NODES portal nodes behind a proxy on HOST (there loopback unless set) and PORT. */
  cluster: { nodes: number; host: string };
}

export interface ImportEnv {
  /** IMPORT_MAX_FEED_MB (default 100): an uploaded or pulled file, XML or zip; larger is 413. */
  maxFeedBytes: number;
  /** IMPORT_ZIP_MAX_ENTRIES (default 10,000): files in a zip (a feed's pictures included). */
  zipMaxEntries: number;
  /** IMPORT_ZIP_MAX_TOTAL_MB (default 400): a zip's files together, uncompressed. */
  zipMaxTotalBytes: number;
  /** IMPORT_ZIP_MAX_ENTRY_MB (default 200): one file of a zip, uncompressed (the XML of a large agency). */
  zipMaxEntryBytes: number;
  /** IMPORT_ZIP_MAX_RATIO (default 100): how many times a file of over 1 MB may expand (XML: 10 to 30). */
  zipMaxRatio: number;
  /** IMPORT_IMAGE_MAX_MB (default 15): one picture, fetched or zipped. */
  imageMaxBytes: number;
  /** IMPORT_IMAGE_TIMEOUT_S (default 15): fetching one picture. */
  imageTimeoutS: number;
  /** IMPORT_FEED_TIMEOUT_S (default 120): fetching an agency's feed URL. */
  feedTimeoutS: number;
  /** IMPORT_FEED_PULL_INTERVAL_S (default 3600): how often each agency's feed URL is pulled; 0 turns the job off. */
  feedPullIntervalS: number;
}

export interface IdentityEnv {
  /** IDENTITY_ACCESS_TOKEN_TTL (document 000 §9: 300 s). */
  accessTokenTtlS: number;
  refreshTokenTtlS: number;
  tokenMemoEntries: number;
  smtpUrl?: string;
  mailRecipientHourlyCap: number;
  mailFrom: string;
  mailPortalName: string;
  /** IDENTITY_MAIL_VIEWER=true: the outbox viewer even in production (a throw-away test server). */
  mailViewerRequested: boolean;
  social: SocialProviderSettings[];
}

const THIRTY_DAYS_S = 30 * 24 * 3600;

export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const production = env.NODE_ENV === 'production';
  return {
    port: whole(env, 'PORT', 3000, { max: 65535 }),
    host: text(env, 'HOST') ?? '0.0.0.0',
    production,
    dataDir: path.resolve(text(env, 'DATA_DIR') ?? './data'),
    databaseUrl: text(env, 'DATABASE_URL'),
    redisUrl: text(env, 'REDIS_URL'),
    portalOverride: text(env, 'PORTAL'),
    demoListings: whole(env, 'DEMO_LISTINGS', 20000, { max: 1_000_000 }),
    demoSeed: whole(env, 'DEMO_SEED', 42),
    logLevel: text(env, 'LOG_LEVEL') ?? (production ? 'info' : 'debug'),
    debug: flag(env, 'DEBUG_MODE', false),
    servicesBaseUrl: text(env, 'SERVICES_BASE_URL'),
    // Tiles are optional: offline the map still shows markers on a plain background.
    mapTileUrl: env.MAP_TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    publicOrigin: text(env, 'PUBLIC_ORIGIN'),
    trustProxy: (env.TRUST_PROXY ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    metricsToken: text(env, 'METRICS_TOKEN'),
    // Only a CDN in front of the portal should set it; a visitor who forges it changes only the suggestion they see.
    countryHeader: env.COUNTRY_HEADER === undefined ? 'cf-ipcountry' : env.COUNTRY_HEADER.trim().toLowerCase() || null,
    // Off by default in development, where a kept page would hide an edit to its server code.
    pageCacheBytes: whole(env, 'PAGE_CACHE_MB', production ? 64 : 0) * 1024 * 1024,
    pageCacheTtlS: whole(env, 'PAGE_CACHE_TTL_S', 60, { min: 1 }),
    pageCacheRefreshMs: whole(env, 'PAGE_CACHE_REFRESH_MS', 1000, { min: 100 }),
    trackingRetentionMonths: whole(env, 'TRACKING_RETENTION_MONTHS', 13, { min: 1 }),
    anonymousRetentionDays: whole(env, 'ANONYMOUS_RETENTION_DAYS', 30, { min: 1 }),
    anonymousRetentionIntervalS: whole(env, 'ANONYMOUS_RETENTION_INTERVAL_S', 3600),
    searchIndex: env.SEARCH_INDEX !== 'off',
    maintenance: {
      on: flag(env, 'MAINTENANCE_MODE', false),
      retryAfterS: whole(env, 'MAINTENANCE_RETRY_AFTER_S', 600, { min: 1 }),
    },
    identity: {
      accessTokenTtlS: whole(env, 'IDENTITY_ACCESS_TOKEN_TTL', 300, { min: 1 }),
      refreshTokenTtlS: whole(env, 'IDENTITY_REFRESH_TOKEN_TTL', THIRTY_DAYS_S, { min: 1 }),
      tokenMemoEntries: whole(env, 'IDENTITY_TOKEN_MEMO_ENTRIES', 20_000, { min: 1 }),
      smtpUrl: text(env, 'SMTP_URL'),
      mailRecipientHourlyCap: whole(env, 'MAIL_RECIPIENT_HOURLY_CAP', 10, { min: 1 }),
      mailFrom: text(env, 'MAIL_FROM') ?? 'Homefinder <no-reply@homefinder.example>',
      mailPortalName: text(env, 'MAIL_PORTAL_NAME') ?? 'Homefinder',
      mailViewerRequested: flag(env, 'IDENTITY_MAIL_VIEWER', false),
      social: readSocialProviders(env),
    },
    jobs: {
      alertsIntervalS: whole(env, 'ALERTS_INTERVAL_S', production ? 900 : 30),
      alertsPushIntervalS: whole(env, 'ALERTS_PUSH_INTERVAL_S', 2),
      duplicatesIntervalS: whole(env, 'LISTINGS_DUPLICATES_INTERVAL_S', 5),
    },
    limits: {
      leadsPerIp: optionalWhole(env, 'LEAD_LIMIT_PER_IP'),
      leadsPerEmail: optionalWhole(env, 'LEAD_LIMIT_PER_EMAIL'),
      valuationsPerProfile: optionalWhole(env, 'VALUATION_LIMIT_PER_PROFILE'),
      valuationWindowS: optionalWhole(env, 'VALUATION_LIMIT_WINDOW_S'),
    },
    keys: {
      altchaHmacKey: text(env, 'ALTCHA_HMAC_KEY'),
      vapidPublicKey: text(env, 'VAPID_PUBLIC_KEY'),
      vapidPrivateKey: text(env, 'VAPID_PRIVATE_KEY'),
      vapidSubject: text(env, 'VAPID_SUBJECT') ?? 'mailto:no-reply@homefinder.example',
    },
    import: readImportEnv(env),
    cluster: { nodes: whole(env, 'NODES', 2, { min: 1 }), host: text(env, 'HOST') ?? '127.0.0.1' },
  };
}

const MB = 1024 * 1024;

function readImportEnv(env: NodeJS.ProcessEnv): ImportEnv {
  return {
    maxFeedBytes: whole(env, 'IMPORT_MAX_FEED_MB', 100, { min: 1, max: 2048 }) * MB,
    zipMaxEntries: whole(env, 'IMPORT_ZIP_MAX_ENTRIES', 10_000, { min: 1, max: 65_535 }),
    zipMaxTotalBytes: whole(env, 'IMPORT_ZIP_MAX_TOTAL_MB', 400, { min: 1, max: 4096 }) * MB,
    zipMaxEntryBytes: whole(env, 'IMPORT_ZIP_MAX_ENTRY_MB', 200, { min: 1, max: 4096 }) * MB,
    zipMaxRatio: whole(env, 'IMPORT_ZIP_MAX_RATIO', 100, { min: 2, max: 10_000 }),
    imageMaxBytes: whole(env, 'IMPORT_IMAGE_MAX_MB', 15, { min: 1, max: 200 }) * MB,
    imageTimeoutS: whole(env, 'IMPORT_IMAGE_TIMEOUT_S', 15, { min: 1, max: 600 }),
    feedTimeoutS: whole(env, 'IMPORT_FEED_TIMEOUT_S', 120, { min: 1, max: 3600 }),
    feedPullIntervalS: whole(env, 'IMPORT_FEED_PULL_INTERVAL_S', 3600),
  };
}
