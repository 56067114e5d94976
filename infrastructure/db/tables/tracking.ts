import { bigserial, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Tracked events (document 002 "Tracking events"): append-only, one row per action of a batch.
 * Migration 0017 declares the table PARTITIONED BY RANGE (occurred_at), one partition per calendar month
 * plus a default one (drizzle cannot express partitions; the SQL was edited by hand). The primary key holds
 * the partition key, as PostgreSQL requires. No foreign key to listings: events outlive what they name.
 */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    source: text('source').notNull(),
    portalId: text('portal_id').notNull(),
    ipAddress: text('ip_address'),
    profileId: text('profile_id'),
    action: text('action').notNull(),
    listingId: integer('listing_id'),
    categoryId: integer('category_id'),
    searchId: text('search_id'),
    value: text('value'),
  },
  (t) => [
    primaryKey({ columns: [t.occurredAt, t.id] }),
    index('tracking_events_listing_action_idx').on(t.listingId, t.action, t.occurredAt),
  ],
);
