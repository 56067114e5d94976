import type { ContactUser, RelatedAccount } from '#domain/listings/Listing';
import { roundHalfAwayFromZero } from '#domain/portal/ExchangeRates';
import type { Publisher } from '../accounts/buildAccounts';
import type { Random } from '../Random';
import { listingImages } from './listingImages';
import type { ListingBlock, ListingRow, SeedContext } from './SeedContext';

const DAY = 86_400_000;

/**
 * What the duplicate rule is measured on ("the demo data seeds a few hundred such
 * duplicates so the rule is exercised"): a `duplicate` is the same property offered by another
 * agency (a few metres off, area and price a little different, the owner's photos); a
 * `neighbour` is another flat of the same building (close, same type, but a different size and
 * its own photos), which the rule must keep apart.
 */
export type CopyKind = 'duplicate' | 'neighbour';

export interface SeededCopy {
  id: number;
  of: number;
  kind: CopyKind;
}

/** Whether a listing can be copied: a live property with an area and photos. */
export function copyable(row: ListingRow): boolean {
  return (
    row.listingClass === 'PropertyListing' &&
    !row.isArchived &&
    row.livingM2 != null &&
    (row.images?.length ?? 0) > 0 &&
    row.priceShow !== false
  );
}

export function buildListingCopy(
  ctx: SeedContext,
  id: number,
  original: ListingRow,
  kind: CopyKind,
  rng: Random,
): ListingBlock {
  const agencies = ctx.accounts.agenciesByCountry.get(original.countryIso) ?? [];
  const others = agencies.filter((agency) => agency.accountId !== original.accountId);
  const sameAgency = kind === 'neighbour' && rng.chance(0.4);
  const publisher: Publisher | undefined = sameAgency || others.length === 0 ? undefined : rng.pick(others);
  // A duplicate's area and price differ by rounding and negotiation; a neighbour's by its size.
  const areaFactor = kind === 'duplicate' ? rng.float(0.988, 1.012) : sizeStep(rng);
  const priceFactor = kind === 'duplicate' ? rng.float(0.975, 1.025) : areaFactor * rng.float(0.97, 1.03);
  // Now and then an agency geocodes the street rather than the door: up to about 150 m off.
  const offset = kind === 'duplicate' && rng.chance(0.1) ? 0.0013 : 0.00018;
  const rounding = original.priceInterval === 'Month' ? 10 : 1000;
  const priceValue = Math.max(rounding, Math.round((original.priceValue * priceFactor) / rounding) * rounding);
  const createdAt = new Date(Math.min(ctx.now.getTime(), original.createdAt.getTime() + rng.int(1, 60) * DAY));
  const images =
    kind === 'duplicate'
      ? rng.sample(original.images ?? [], Math.max(1, Math.ceil((original.images ?? []).length * rng.float(0.7, 1))))
      : listingImages(id, original.type, original.category, ctx.media, rng);
  const agent = publisher ? rng.pick(publisher.agentIds) : original.agentUserId;
  const listing: ListingRow = {
    ...original,
    id,
    originalId: hex(rng),
    reference: `${original.countryIso}${publisher?.accountId ?? original.accountId}-${rng.int(1000, 99999)}`,
    latitude: original.latitude + rng.float(-offset, offset),
    longitude: original.longitude + rng.float(-offset, offset),
    livingArea: original.livingArea == null ? null : round1(original.livingArea * areaFactor),
    livingM2: original.livingM2 == null ? null : round1(original.livingM2 * areaFactor),
    rooms:
      kind === 'neighbour' && original.rooms != null
        ? Math.max(1, Math.round(original.rooms * areaFactor))
        : original.rooms,
    priceValue,
    priceEur: roundHalfAwayFromZero((original.priceEur * priceValue) / original.priceValue, 2),
    pricePreviousValue: null,
    priceLastChangeType: null,
    priceLastChangeDate: null,
    priceChangeRatio: null,
    images,
    floor: kind === 'neighbour' && original.floor != null ? original.floor + rng.int(1, 3) : original.floor,
    ...(publisher ? publisherColumns(publisher, agent as number) : {}),
    createdAt,
    updatedAt: createdAt,
  };
  return {
    projects: [],
    companies: [],
    listings: [listing],
    history: [{ listingId: id, date: createdAt, value: priceValue, currency: original.priceCurrency }],
    copies: [{ id, of: original.id, kind }],
  };
}

function publisherColumns(publisher: Publisher, agent: number): Partial<ListingRow> {
  const contactUsers: ContactUser[] = [{ userId: agent, type: 'Agent' }];
  if (publisher.mainContactId !== agent)
    contactUsers.push({ userId: publisher.mainContactId, type: 'MainAgencyContact' });
  const relatedAccounts: RelatedAccount[] = [
    { accountId: publisher.accountId, type: 'Vendor' },
    ...(publisher.franchiseId ? [{ accountId: publisher.franchiseId, type: 'Franchise' as const }] : []),
  ];
  return { accountId: publisher.accountId, agentUserId: agent, contactUsers, relatedAccounts };
}

/**
 * Another flat of the building: a third of the time the same layout on another floor (the same
 * size give or take 2%: only the photos tell them apart), otherwise 6% to 30% smaller or larger.
 */
function sizeStep(rng: Random): number {
  if (rng.chance(0.35)) return rng.float(0.98, 1.02);
  const step = rng.float(0.06, 0.3);
  return rng.chance(0.5) ? 1 + step : 1 - step;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

function hex(rng: Random): string {
  let text = '';
  for (let i = 0; i < 6; i++) text += rng.int(0, 0xffff).toString(16).padStart(4, '0');
  return text;
}
