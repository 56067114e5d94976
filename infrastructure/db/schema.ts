/**
 * The one database schema (pg-core), shared by PGlite and PostgreSQL. drizzle-kit reads this file
 * to generate infrastructure/db/migrations; each context's tables live in tables/<context>.ts.
 */
export * from './tables/places';
export * from './tables/accounts';
export * from './tables/listings';
export * from './tables/projects';
export * from './tables/exchangeRates';
export * from './tables/identity';
export * from './tables/search';
export * from './tables/alerts';
export * from './tables/push';
export * from './tables/content';
export * from './tables/leads';
export * from './tables/financing';
export * from './tables/favorites';
export * from './tables/valuation';
export * from './tables/tracking';
export * from './tables/jobs';
export * from './tables/listingImports';
export * from './tables/import';
