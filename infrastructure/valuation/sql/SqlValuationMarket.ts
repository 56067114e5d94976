import { sql } from 'drizzle-orm';
import type { ValuationMarket } from '#application/valuation/ports';
import type { PropertyFields } from '#domain/valuation/Property';
import type { MonthlyLevel } from '#domain/valuation/valuationHistory';
import type { Database } from '#infrastructure/db/DatabaseToken';

/**
 * The place's statistics month by month: the median asking price per m² of the sale listings of
 * the property's type within 10 km created in each month (the history re-values from it).
 */
export class SqlValuationMarket implements ValuationMarket {
  constructor(private readonly db: Database) {}

  async monthlyLevels(fields: PropertyFields, from: string): Promise<MonthlyLevel[]> {
    const { latitude, longitude, countryISO } = fields.location ?? {};
    if (latitude === undefined || longitude === undefined) return [];
    const dLat = 10_000 / 111_320;
    const dLng = dLat / Math.max(0.2, Math.cos((latitude * Math.PI) / 180));
    const result = await this.db.execute(sql`
      select to_char(date_trunc('month', created_at), 'YYYY-MM-DD') as month,
             percentile_cont(0.5) within group (order by price_eur / living_area) as level,
             count(*)::int as n
        from listings
       where country_iso = ${countryISO ?? ''} and transaction_type = 'Sell' and type = ${fields.propertyType ?? 'Apartment'}
         and living_area > 0 and price_interval = 'Once' and price_show
         and latitude between ${latitude - dLat} and ${latitude + dLat}
         and longitude between ${longitude - dLng} and ${longitude + dLng}
         and created_at >= ${from}::date
       group by 1 order by 1`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      month: string;
      level: number;
      n: number;
    }[];
    return rows.map((r) => ({ month: r.month, level: Number(r.level), sampleSize: r.n }));
  }
}
