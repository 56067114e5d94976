import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A browser's push subscription (the PushNotification channel): the push service's
 * endpoint and the keys the payload is encrypted with (RFC 8291), for the profile that subscribed.
 * One row per endpoint: a browser that subscribes again under another profile moves to it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    profileId: integer('profile_id').notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(table.endpoint),
    index('push_subscriptions_profile_idx').on(table.profileId),
  ],
);

/**
 * One instant push per search and listing event ("New", or a price change at its date): inserted
 * under the unique index before it is sent, so a window run again after a crash pushes nothing
 * twice; `sentAt` is set once every subscription of the owner has been tried.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    searchId: integer('search_id').notNull(),
    listingId: integer('listing_id').notNull(),
    /** 'New', or 'Drop@<ISO date>' / 'Increase@<ISO date>' for a price change. */
    eventKey: text('event_key').notNull(),
    windowEnd: bigint('window_end', { mode: 'number' }).notNull(),
    profileId: integer('profile_id').notNull(),
    /** The notification as the owner reads it (JSON: title, body, url, lang, tag). */
    payload: text('payload').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('push_deliveries_search_listing_event_idx').on(table.searchId, table.listingId, table.eventKey),
    index('push_deliveries_unsent_idx').on(table.sentAt),
  ],
);
