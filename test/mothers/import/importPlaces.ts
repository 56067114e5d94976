import type { Database } from '#infrastructure/db/DatabaseToken';
import { accountRoles, accounts, exchangeRates, places, users } from '#infrastructure/db/schema';
import { FEED_TOWNS } from './feedTowns';

const slug = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/gu, '-');

/**
 * The places of FEED_TOWNS (country → region → town → postcode areas), the CHF rate, and an
 * agency with an agent: what an import needs without seeding the demo data set.
 */
export async function writeImportFixtures(db: Database): Promise<{ agencyId: number; otherAgencyId: number }> {
  const rows: (typeof places.$inferInsert)[] = [];
  const seen = new Set<string>();
  const add = (row: typeof places.$inferInsert) => {
    if (seen.has(row.placeId)) return;
    seen.add(row.placeId);
    rows.push(row);
  };
  const box = (lat: number, lng: number, d: number) => ({
    latitude: lat,
    longitude: lng,
    viewportNeLat: lat + d,
    viewportNeLng: lng + d,
    viewportSwLat: lat - d,
    viewportSwLng: lng - d,
  });
  for (const town of FEED_TOWNS) {
    const country = town.countryIso;
    const region = `${country}-${slug(town.region)}`;
    const locality = `${region}-${slug(town.names.en)}`;
    const isEu = country !== 'CH';
    add({
      placeId: country,
      type: 'country',
      countryIso: country,
      names: { en: town.countryName },
      ...box(town.latitude, town.longitude, 5),
      isEu,
      ancestorIds: [],
    });
    add({
      placeId: region,
      type: 'administrative_area_level_1',
      parentId: country,
      countryIso: country,
      names: { en: town.region },
      ...box(town.latitude, town.longitude, 1),
      isEu,
      ancestorIds: [country],
    });
    add({
      placeId: locality,
      type: 'locality',
      parentId: region,
      countryIso: country,
      names: town.names,
      ...box(town.latitude, town.longitude, 0.1),
      population: 100_000,
      isEu,
      ancestorIds: [country, region],
    });
    town.postcodes.forEach((postcode, i) =>
      add({
        placeId: `${locality}-${postcode}`,
        type: 'postal_code',
        parentId: locality,
        countryIso: country,
        names: { en: postcode },
        postcode,
        ...box(town.latitude + i * 0.01, town.longitude, 0.02),
        isEu,
        ancestorIds: [country, region, locality],
      }),
    );
  }
  await db.insert(places).values(rows);
  await db
    .insert(exchangeRates)
    .values({ currencyId: 'CHF', ratePerEur: 0.94, updatedAt: new Date('2026-06-01T00:00:00Z') })
    .onConflictDoNothing();
  const [agency, other] = await db
    .insert(accounts)
    .values([
      { type: 'Professional', name: 'Feed Realty', slug: 'feed-realty', originalId: 'feed-1' },
      { type: 'Professional', name: 'Other Realty', slug: 'other-realty', originalId: 'feed-2' },
    ])
    .returning({ id: accounts.id });
  const [agent] = await db
    .insert(users)
    .values({ slug: 'anna-feed', fullName: 'Anna Feed', email: 'anna@feed-realty.test' })
    .returning({ id: users.id });
  await db.insert(accountRoles).values({ userId: agent.id, accountId: agency.id, role: 'Agent' });
  return { agencyId: agency.id, otherAgencyId: other.id };
}
