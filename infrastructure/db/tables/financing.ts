import {
  char,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { MortgageEstimate } from '#domain/financing/mortgageEstimate';

/**
 * Mortgage quotes (document 001 §3 "Mortgage quote": id, grossAnnualIncome, purchasePrice,
 * currencyId, listingId, provider, ownFunds, creationDate), owned by the visitor's profile (guests
 * have one too). The estimate computed when the quote was requested is kept with it.
 */
export const mortgageQuotes = pgTable(
  'mortgage_quotes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    profileId: text('profile_id').notNull(),
    listingId: integer('listing_id'),
    grossAnnualIncome: doublePrecision('gross_annual_income').notNull(),
    purchasePrice: doublePrecision('purchase_price').notNull(),
    ownFunds: doublePrecision('own_funds').notNull(),
    currencyId: char('currency_id', { length: 3 }).notNull(),
    provider: text('provider').notNull(),
    locale: text('locale').notNull(),
    estimate: jsonb('estimate').$type<MortgageEstimate>().notNull(),
    creationDate: timestamp('creation_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mortgage_quotes_profile_listing_idx').on(t.profileId, t.listingId, t.creationDate)],
);

/** The latest rates per provider and interest type (Fixed2…Fixed15, Saron), in per cent a year; refreshed like the exchange rates. */
export const interestRates = pgTable(
  'interest_rates',
  {
    provider: text('provider').notNull(),
    interestType: text('interest_type').notNull(),
    rate: doublePrecision('rate').notNull(),
    asOf: text('as_of').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.interestType] })],
);

/** Rental deposit insurance offers a visitor requested (document 001 §3: provider, creationDate). */
export const rentalDepositInsuranceOffers = pgTable(
  'rental_deposit_insurance_offers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    profileId: text('profile_id').notNull(),
    provider: text('provider').notNull(),
    listingId: integer('listing_id'),
    creationDate: timestamp('creation_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rental_deposit_insurance_offers_profile_idx').on(t.profileId, t.provider, t.creationDate)],
);
