import { and, eq } from 'drizzle-orm';
import type { TransactionType } from '#domain/listings/Listing';
import type { LuxuryPriceRange } from '#domain/search/luxury/LuxuryPriceRange';
import { convertExact, type ExchangeRates } from '#domain/portal/ExchangeRates';
import type { Database } from '#infrastructure/db/DatabaseToken';
import { luxuryPriceRanges } from '#infrastructure/db/schema';

/**
 * Luxury price ranges (document 001 §3): the row of the country, transaction type and currency;
 * without one, the country's own row converted at today's rates and rounded to the price
 * slider's step (document 001 §9: 10000 sell, 100 rent), so the bounds read as round amounts.
 */
export class SqlLuxuryPriceRanges {
  constructor(private readonly db: Database) {}

  async find(
    countryISO: string,
    currencyId: string,
    transactionType: TransactionType,
    rates: ExchangeRates,
  ): Promise<LuxuryPriceRange | undefined> {
    const rows = await this.db
      .select()
      .from(luxuryPriceRanges)
      .where(and(eq(luxuryPriceRanges.countryIso, countryISO), eq(luxuryPriceRanges.transactionType, transactionType)));
    const exact = rows.find((r) => r.currencyId === currencyId);
    if (exact) return { countryISO, currencyId, min: exact.min, max: exact.max, active: exact.active };
    const row = rows[0];
    if (!row || !(currencyId === 'EUR' || currencyId in rates.rates)) return undefined;
    const step = transactionType === 'Rent' ? 100 : 10000;
    const convert = (amount: number) =>
      Math.max(step, Math.round(convertExact(amount, row.currencyId, currencyId, rates) / step) * step);
    return { countryISO, currencyId, min: convert(row.min), max: convert(row.max), active: row.active };
  }
}
