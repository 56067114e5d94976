import type { ExchangeRates } from '#domain/portal/ExchangeRates';
import type { Database } from '../DatabaseToken';
import { exchangeRates } from '../schema';

/** The current rates as the domain's value; asOf is the oldest update, the honest date for the set. */
export async function loadExchangeRates(db: Database): Promise<ExchangeRates> {
  const rows = await db.select().from(exchangeRates);
  const rates: Record<string, number> = { EUR: 1 };
  let oldest: Date | undefined;
  for (const row of rows) {
    rates[row.currencyId] = row.ratePerEur;
    if (!oldest || row.updatedAt < oldest) oldest = row.updatedAt;
  }
  return { base: 'EUR', asOf: (oldest ?? new Date(0)).toISOString().slice(0, 10), rates };
}
