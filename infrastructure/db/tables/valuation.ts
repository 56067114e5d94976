import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type {
  Comparable,
  PropertyFields,
  SelectedAgent,
  ValuationExplanation,
  ValuationOrigin,
} from '#domain/valuation/Property';

/**
 * The owners' properties (document 002 §3 "Property (valuation)"): the wizard's fields as one
 * document (they are read and written whole, validated by the rule table), the owner's profile,
 * and the flags the lists filter on as columns.
 */
export const valuationProperties = pgTable(
  'valuation_properties',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    profileId: integer('profile_id').notNull(),
    portalId: text('portal_id').notNull(),
    origin: text('origin').$type<ValuationOrigin>().notNull(),
    referer: text('referer'),
    fields: jsonb('fields').$type<PropertyFields>().notNull(),
    selectedAgents: jsonb('selected_agents').$type<SelectedAgent[]>().notNull().default([]),
    productOfferings: jsonb('product_offerings').$type<{ productOfferingId: string }[]>().notNull().default([]),
    notificationsEnabled: boolean('notifications_enabled').notNull().default(true),
    consentGiven: boolean('consent_given').notNull().default(false),
    isArchived: boolean('is_archived').notNull().default(false),
    isValuationPostponed: boolean('is_valuation_postponed').notNull().default(false),
    latestValuationId: integer('latest_valuation_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('valuation_properties_profile_idx').on(t.profileId, t.createdAt),
    index('valuation_properties_postponed_idx').on(t.isValuationPostponed),
  ],
);

/** Each valuation run of a property: the range, its currency, the comparables it used and why. */
export const propertyValuations = pgTable(
  'property_valuations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => valuationProperties.id),
    priceMin: doublePrecision('price_min').notNull(),
    priceAvg: doublePrecision('price_avg').notNull(),
    priceMax: doublePrecision('price_max').notNull(),
    currency: text('currency').notNull(),
    comparables: jsonb('comparables').$type<Comparable[]>().notNull(),
    explanation: jsonb('explanation').$type<ValuationExplanation>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('property_valuations_property_idx').on(t.propertyId, t.createdAt)],
);
