import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The alert job's progress over the listings' change log (listing_search_changes.seq): the last
 * window fully queued, and the window in flight. A run that crashes resumes the same window, so
 * its digests keep their Message-IDs ("resumable after a crash at any point").
 */
export const alertCursor = pgTable('alert_cursor', {
  name: text('name').primaryKey(),
  /** Every change up to this seq has its digests queued. */
  doneSeq: bigint('done_seq', { mode: 'number' }).notNull().default(0),
  /** The window being queued (doneSeq, runSeq], kept until it is done. */
  runSeq: bigint('run_seq', { mode: 'number' }),
  runStartedAt: timestamp('run_started_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One digest per search, channel and window: queued in the same transaction as its outbox mail,
 * so a window run again never queues a search's digest twice.
 */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    searchId: integer('search_id').notNull(),
    channel: text('channel').notNull(),
    windowEnd: bigint('window_end', { mode: 'number' }).notNull(),
    messageId: text('message_id').notNull(),
    listingIds: integer('listing_ids').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('alert_deliveries_search_channel_window_idx').on(table.searchId, table.channel, table.windowEnd),
    uniqueIndex('alert_deliveries_message_id_idx').on(table.messageId),
    index('alert_deliveries_created_at_idx').on(table.createdAt),
  ],
);

/**
 * Saved-search e-mail alerts go only to a confirmed address (domain/alerts/alertAddressConfirmation,
 * docs/security.md "Mail to unconfirmed addresses"): one row per address (trimmed, lower case),
 * holding the SHA-256 of the link's token while a confirmation is pending (never the token), when
 * that mail went, and when the address's holder confirmed.
 */
export const alertAddresses = pgTable(
  'alert_addresses',
  {
    emailNormalized: text('email_normalized').primaryKey(),
    tokenHash: text('token_hash'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('alert_addresses_token_idx').on(t.tokenHash)],
);
