import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ServiceIdentifier } from 'inversify';
import type * as schema from './schema';

/**
 * The database as repositories see it: drizzle's common PostgreSQL base type, so one code path
 * serves PGlite (embedded) and node-postgres (a PostgreSQL server).
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export const Database: ServiceIdentifier<Database> = Symbol.for('db.Database');
