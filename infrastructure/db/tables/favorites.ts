import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { listings } from './listings';

/**
 * A user's favourite listings (document 001 §3 "Favourites"). The primary key (user, listing) is
 * what makes a double click or two tabs count a favourite once: a second insert conflicts.
 */
export const listingFavorites = pgTable(
  'listing_favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.listingId] }),
    index('listing_favorites_user_created_idx').on(t.userId, t.createdAt),
  ],
);
