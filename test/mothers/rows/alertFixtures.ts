import { sql } from 'drizzle-orm';
import type { Database } from '#infrastructure/db/DatabaseToken';
import { alertAddresses, listings, profiles } from '#infrastructure/db/schema';

/** Tests of the alert jobs: a live listing sold or let at a single price, the one their searches are made to match. */
export async function aLiveListing(db: Database): Promise<typeof listings.$inferSelect> {
  const [listing] = await db
    .select()
    .from(listings)
    .where(sql`${listings.isArchived} = false and ${listings.priceInterval} = 'Once'`)
    .limit(1);
  return listing;
}

/**
 * The owner of the saved searches: an identified guest whose e-mail, language and currency the
 * alerts use. `addressConfirmed`: they pressed the button of the confirmation mailed to that
 * address (e-mail digests go to confirmed addresses only, docs/security.md).
 */
export async function anAlertOwner(
  db: Database,
  owner: { code: string; email: string; language: string; currencyId: string; addressConfirmed?: boolean },
): Promise<number> {
  const [row] = await db
    .insert(profiles)
    .values({
      code: owner.code,
      secretHash: 'x',
      authenticationState: 'GuestIdentified',
      details: { email: owner.email },
      regionalSettings: { language: owner.language, currencyId: owner.currencyId },
    })
    .returning({ id: profiles.id });
  if (owner.addressConfirmed)
    await db
      .insert(alertAddresses)
      .values({ emailNormalized: owner.email.toLowerCase(), sentAt: new Date(), confirmedAt: new Date() });
  return row.id;
}
