import { char, doublePrecision, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Units of a currency per 1 EUR (EUR itself is 1); refreshed from config or an ECB-style feed. */
export const exchangeRates = pgTable('exchange_rates', {
  currencyId: char('currency_id', { length: 3 }).primaryKey(),
  ratePerEur: doublePrecision('rate_per_eur').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Small facts about this database's content, e.g. which demo data set it holds. */
export const appMetadata = pgTable('app_metadata', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
