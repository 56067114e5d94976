import { sql } from 'drizzle-orm';
import type { InterestRates } from '#domain/financing/interestRates';
import type { Database } from '#infrastructure/db/DatabaseToken';
import { interestRates } from '#infrastructure/db/schema';

/**
 * Writes a provider's rates. `replace: false` only fills the types the table lacks (what a fresh
 * database does with the shipped table: refreshed rates are never overwritten by it).
 */
export async function storeInterestRates(
  db: Database,
  rates: InterestRates,
  { replace }: { replace: boolean },
): Promise<number> {
  const rows = Object.entries(rates.rates).map(([interestType, rate]) => ({
    provider: rates.provider,
    interestType,
    rate: rate,
    asOf: rates.asOf,
    updatedAt: new Date(),
  }));
  const insert = db.insert(interestRates).values(rows);
  const written = replace
    ? await insert
        .onConflictDoUpdate({
          target: [interestRates.provider, interestRates.interestType],
          set: { rate: sql`excluded.rate`, asOf: sql`excluded.as_of`, updatedAt: sql`excluded.updated_at` },
        })
        .returning({ t: interestRates.interestType })
    : await insert.onConflictDoNothing().returning({ t: interestRates.interestType });
  return written.length;
}
