import path from 'node:path';

/** Settings read once from the environment; every variable is documented in README.md. */
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
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const production = env.NODE_ENV === 'production';
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    production,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    portalOverride: env.PORTAL || undefined,
    demoListings: Number(env.DEMO_LISTINGS ?? 20000),
    demoSeed: Number(env.DEMO_SEED ?? 42),
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'debug'),
    debug: env.DEBUG_MODE === 'true',
    servicesBaseUrl: env.SERVICES_BASE_URL || undefined,
    // Tiles are optional: offline the map still shows markers on a plain background.
    mapTileUrl: env.MAP_TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    publicOrigin: env.PUBLIC_ORIGIN || undefined,
    trustProxy: (env.TRUST_PROXY ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    metricsToken: env.METRICS_TOKEN || undefined,
    // Only a CDN in front of the portal should set it; a visitor who forges it changes only the suggestion they see.
    countryHeader: env.COUNTRY_HEADER === undefined ? 'cf-ipcountry' : env.COUNTRY_HEADER.trim().toLowerCase() || null,
    // Off by default in development, where a kept page would hide an edit to its server code.
    pageCacheBytes: Math.max(0, Number(env.PAGE_CACHE_MB ?? (production ? 64 : 0))) * 1024 * 1024,
    pageCacheTtlS: Math.max(1, Number(env.PAGE_CACHE_TTL_S ?? 60)),
    pageCacheRefreshMs: Math.max(100, Number(env.PAGE_CACHE_REFRESH_MS ?? 1000)),
    trackingRetentionMonths: Math.max(1, Math.floor(Number(env.TRACKING_RETENTION_MONTHS ?? 13)) || 13),
    anonymousRetentionDays: Math.max(1, Number(env.ANONYMOUS_RETENTION_DAYS ?? 30) || 30),
    anonymousRetentionIntervalS: Math.max(0, Number(env.ANONYMOUS_RETENTION_INTERVAL_S ?? 3600) || 0),
    searchIndex: env.SEARCH_INDEX !== 'off',
    maintenance: {
      on: env.MAINTENANCE_MODE === 'true',
      retryAfterS: Math.max(1, Math.floor(Number(env.MAINTENANCE_RETRY_AFTER_S ?? 600)) || 600),
    },
  };
}
