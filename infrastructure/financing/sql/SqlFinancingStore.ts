import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FinancingStore, InterestRateRow, NewMortgageQuote } from '#application/financing/ports';
import type { InterestRates, InterestType } from '#domain/financing/interestRates';
import type { MortgageQuote } from '#domain/financing/MortgageQuote';
import type { RentalDepositInsuranceOffer } from '#domain/financing/rentalDepositInsurance';
import type { Database } from '#infrastructure/db/DatabaseToken';
import { interestRates, mortgageQuotes, rentalDepositInsuranceOffers } from '#infrastructure/db/schema';
import { storeInterestRates } from './storeInterestRates';

/**
 * Financing's rows on the database (document 001 §7 "Financing"): quotes and insurance offers per
 * visitor profile, the interest rates per provider. The handlers (application/financing) decide;
 * this reads and writes.
 */
export class SqlFinancingStore implements FinancingStore {
  constructor(private readonly db: Database) {}

  async insertQuote(quote: NewMortgageQuote): Promise<MortgageQuote> {
    const [row] = await this.db
      .insert(mortgageQuotes)
      .values({
        profileId: quote.profileId,
        listingId: quote.listingId ?? null,
        grossAnnualIncome: quote.grossAnnualIncome,
        purchasePrice: quote.purchasePrice,
        ownFunds: quote.ownFunds,
        currencyId: quote.currencyId,
        provider: quote.provider,
        locale: quote.locale,
        estimate: quote.estimate,
      })
      .returning();
    return quoteOf(row);
  }

  async quotesOf(
    owners: readonly string[],
    query: { listingId?: number; newestFirst: boolean; limit: number },
  ): Promise<MortgageQuote[]> {
    const where: SQL[] = [inArray(mortgageQuotes.profileId, [...owners])];
    if (query.listingId !== undefined) where.push(eq(mortgageQuotes.listingId, query.listingId));
    const order = query.newestFirst ? desc : asc;
    const rows = await this.db
      .select()
      .from(mortgageQuotes)
      .where(and(...where))
      .orderBy(order(mortgageQuotes.creationDate), order(mortgageQuotes.id))
      .limit(query.limit);
    return rows.map(quoteOf);
  }

  async insertOffer(offer: {
    profileId: string;
    provider: string;
    listingId?: number;
  }): Promise<RentalDepositInsuranceOffer> {
    const [row] = await this.db
      .insert(rentalDepositInsuranceOffers)
      .values({ profileId: offer.profileId, provider: offer.provider, listingId: offer.listingId ?? null })
      .returning();
    return offerOf(row);
  }

  async offersOf(
    owners: readonly string[],
    query: { provider?: string; limit: number },
  ): Promise<RentalDepositInsuranceOffer[]> {
    const where: SQL[] = [inArray(rentalDepositInsuranceOffers.profileId, [...owners])];
    if (query.provider !== undefined) where.push(eq(rentalDepositInsuranceOffers.provider, query.provider));
    const rows = await this.db
      .select()
      .from(rentalDepositInsuranceOffers)
      .where(and(...where))
      .orderBy(desc(rentalDepositInsuranceOffers.creationDate), desc(rentalDepositInsuranceOffers.id))
      .limit(query.limit);
    return rows.map(offerOf);
  }

  async interestRatesOf(provider: string): Promise<InterestRateRow[]> {
    const rows = await this.db.select().from(interestRates).where(eq(interestRates.provider, provider));
    return rows.map((row) => ({ interestType: row.interestType as InterestType, rate: row.rate, asOf: row.asOf }));
  }

  async fillInterestRates(rates: InterestRates): Promise<void> {
    await storeInterestRates(this.db, rates, { replace: false });
  }
}

function quoteOf(row: typeof mortgageQuotes.$inferSelect): MortgageQuote {
  return {
    id: row.id,
    grossAnnualIncome: row.grossAnnualIncome,
    purchasePrice: row.purchasePrice,
    currencyId: row.currencyId,
    ...(row.listingId === null ? {} : { listingId: row.listingId }),
    provider: row.provider,
    ownFunds: row.ownFunds,
    creationDate: row.creationDate.toISOString(),
    estimate: row.estimate,
  };
}

function offerOf(row: typeof rentalDepositInsuranceOffers.$inferSelect): RentalDepositInsuranceOffer {
  return {
    provider: row.provider,
    creationDate: row.creationDate.toISOString(),
    ...(row.listingId === null ? {} : { listingId: row.listingId }),
  };
}
