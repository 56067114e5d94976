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
