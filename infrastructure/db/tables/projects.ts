import { sql } from 'drizzle-orm';
import { boolean, char, doublePrecision, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ListingImage } from '#domain/listings/Listing';
import type { ProjectCompanyRole } from '#domain/listings/projects/ProjectCompany';
import { accounts } from './accounts';
import { places } from './places';

/**
 * New-build projects (document 001 §3). A project is shown in search by its listing of class
 * ProjectListing; its units are listings of class UnitListing with project_id set.
 */
export const projects = pgTable(
  'projects',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    language: text('language').notNull(),
    descriptions: jsonb('descriptions').$type<Record<string, string>>().notNull(),
    developerAccountId: integer('developer_account_id')
      .notNull()
      .references(() => accounts.id),
    placeId: text('place_id')
      .notNull()
      .references(() => places.placeId),
    ancestorPlaceIds: text('ancestor_place_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    countryIso: char('country_iso', { length: 2 }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    images: jsonb('images').$type<ListingImage[]>().notNull().default([]),
    isArchived: boolean('is_archived').notNull().default(false),
    currency: char('currency', { length: 3 }).notNull(),
    priceMin: doublePrecision('price_min'),
    priceMax: doublePrecision('price_max'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('projects_developer_idx').on(t.developerAccountId),
    index('projects_ancestor_place_ids_gin').using('gin', t.ancestorPlaceIds),
  ],
);

/**
 * Document 001 §3: "Project unit and project company are kept as separate normalised entities".
 * The companies behind a project (developer, architect, builder, marketing), read by
 * POST /v1/projects/companies/ids; account_id links one that has an account on the portal.
 */
export const projectCompanies = pgTable(
  'project_companies',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    role: text('role').$type<ProjectCompanyRole>().notNull(),
    name: text('name').notNull(),
    accountId: integer('account_id').references(() => accounts.id),
    website: text('website'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('project_companies_project_idx').on(t.projectId)],
);
