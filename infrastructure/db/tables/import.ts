import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { FeedFormat } from '#domain/import/FeedFormat';
import { accounts } from './accounts';

/**
 * Each agency's feed URL, pulled on a schedule by the import job (docs/import-api.md "Feed URL"):
 * one per agency account, with how its last pull ended.
 */
export const agencyFeedSources = pgTable(
  'agency_feed_sources',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    format: text('format').$type<FeedFormat>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    lastPulledAt: timestamp('last_pulled_at', { withTimezone: true }),
    /** 'ok', or the code of the refusal (FEED_URL_NOT_PUBLIC, FEED_TOO_LARGE, ZIP_…, the importer's). */
    lastOutcome: text('last_outcome'),
  },
  (t) => [index('agency_feed_sources_pulled_idx').on(t.lastPulledAt)],
);
