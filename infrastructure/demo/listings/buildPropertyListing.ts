import type { Publisher } from '../accounts/buildAccounts';
import type { DemoLocality } from '../places/buildGeography';
import { Random } from '../Random';
import { composeListing } from './composeListing';
import { placeListing } from './listingLocation';
import { SUB_TYPES, TYPE_WEIGHTS } from './listingVocabulary';
import { propertyFeatures } from './propertyFeatures';
import type { ListingBlock, SeedContext } from './SeedContext';

/** An ordinary listing: a property offered by an agency of its region (or country). */
export function buildPropertyListing(ctx: SeedContext, id: number, projectsSoFar: number): ListingBlock {
  const rng = Random.for(ctx.seed, 'listing', id);
  const country = rng.weighted(ctx.countries.map((c) => [c, c.weight] as const));
  const locality = (ctx.pickers.get(country.iso) ?? fail(country.iso)).pick(rng);
  const transactionType = rng.weighted([
    ['Sell', 65],
    ['Rent', 35],
  ] as const);
  const type = rng.weighted(TYPE_WEIGHTS[transactionType]);
  const subType = rng.weighted(SUB_TYPES[type]);
  const { listing, history } = composeListing(
    ctx,
    id,
    {
      listingClass: 'PropertyListing',
      country,
      locality,
      placement: placeListing(locality, rng),
      transactionType,
      type,
      subType,
      features: propertyFeatures(type, subType, transactionType, country.iso, rng),
      publisher: agencyFor(ctx, locality, rng),
      isNewBuild: false,
    },
    rng,
  );
  // A few old listings were taken over by a project that now sells the same homes.
  if (projectsSoFar > 0 && rng.chance(0.003)) {
    listing.migratedToProjectId = rng.int(1, projectsSoFar);
    listing.isArchived = true;
  }
  return { projects: [], companies: [], listings: [listing], history };
}

/** Mostly an agency of the listing's region; anywhere in the country when the region has none. */
export function agencyFor(ctx: SeedContext, locality: DemoLocality, rng: Random): Publisher {
  const regional = ctx.accounts.agenciesByRegion.get(locality.node.parentId ?? '') ?? [];
  if (regional.length > 0 && rng.chance(0.8)) return rng.pick(regional);
  return rng.pick(ctx.accounts.agenciesByCountry.get(locality.country.iso) ?? fail(locality.country.iso));
}

function fail(countryIso: string): never {
  throw new Error(`No demo data for country ${countryIso}`);
}
