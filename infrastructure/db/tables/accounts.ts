import { sql } from 'drizzle-orm';
import { boolean, char, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { AccountRole, AccountType } from '#domain/agents/Account';
import { places } from './places';

/** Agencies, franchises, providers and developers (documents 000 §3, 001 §3). */
export const accounts = pgTable(
  'accounts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    type: text('type').$type<AccountType>().notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    logoUrl: text('logo_url'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    address: text('address'),
    placeId: text('place_id').references(() => places.placeId),
    /** Denormalised from the place so agent search by location is one GIN lookup. */
    placeAncestorIds: text('place_ancestor_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    countryIso: char('country_iso', { length: 2 }),
    relations: jsonb('relations').$type<{ type: 'Parent' | 'Franchise'; from: number }[]>().notNull().default([]),
    relatedAccountIds: integer('related_account_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    isGlobalAgent: boolean('is_global_agent').notNull().default(false),
    originalId: text('original_id').notNull(),
    isArchived: boolean('is_archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('accounts_slug_idx').on(t.slug),
    index('accounts_type_idx').on(t.type),
    index('accounts_place_ancestor_ids_gin').using('gin', t.placeAncestorIds),
  ],
);

/** Agents and other account members. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    avatarUrl: text('avatar_url'),
    bio: text('bio'),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isArchived: boolean('is_archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('users_slug_idx').on(t.slug), index('users_email_idx').on(t.email)],
);

/** A user's role in an account; an agent's agency is the account of the Agent role. */
export const accountRoles = pgTable(
  'account_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    role: text('role').$type<AccountRole>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.accountId, t.role] }), index('account_roles_account_idx').on(t.accountId)],
);
