import { sql } from 'drizzle-orm';
import type { ExchangeRates } from '#domain/portal/ExchangeRates';
import type { Database } from '../DatabaseToken';
import { exchangeRates } from '../schema';

/**
 * Writes rates into exchange_rates. `replace: false` only fills currencies the table lacks, which is
 * what start-up does: rates refreshed online must not be overwritten by the shipped file.
 */
export async function storeExchangeRates(
  db: Database,
  rates: ExchangeRates,
  { replace }: { replace: boolean },
): Promise<number> {
  const updatedAt = new Date(`${rates.asOf}T00:00:00Z`);
  const rows = Object.entries(rates.rates).map(([currencyId, ratePerEur]) => ({ currencyId, ratePerEur, updatedAt }));
  const insert = db.insert(exchangeRates).values(rows);
  const written = replace
    ? await insert
        .onConflictDoUpdate({
          target: exchangeRates.currencyId,
          set: { ratePerEur: sql`excluded.rate_per_eur`, updatedAt: sql`excluded.updated_at` },
        })
        .returning({ currencyId: exchangeRates.currencyId })
    : await insert.onConflictDoNothing().returning({ currencyId: exchangeRates.currencyId });
  return written.length;
}
