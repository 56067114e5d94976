import { sql } from 'drizzle-orm';
import { inject, injectable } from 'inversify';
import type { CountryListingCounts } from '#application/places/ports';
import { Database } from '#infrastructure/db/DatabaseToken';

/** Live (not archived) listings per country from the listings table. */
@injectable()
export class SqlCountryListingCounts implements CountryListingCounts {
  constructor(@inject(Database) private readonly db: Database) {}

  async countsByCountry(): Promise<Record<string, number>> {
    const result = (await this.db.execute(sql`
      select country_iso, count(*)::int as count from listings where not is_archived group by country_iso`)) as {
      rows: { country_iso: string; count: number }[];
    };
    return Object.fromEntries(result.rows.map((row) => [row.country_iso, Number(row.count)]));
  }
}
