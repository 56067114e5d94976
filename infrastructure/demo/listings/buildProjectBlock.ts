import type { ListingCategory, PropertyType, TransactionType } from '#domain/listings/Listing';
import { indexedPriceEur } from '#domain/portal/ExchangeRates';
import { Random } from '../Random';
import { agencyFor } from './buildPropertyListing';
import { composeListing, type ListingSpec } from './composeListing';
import { placeListing } from './listingLocation';
import { SUB_TYPES } from './listingVocabulary';
import { projectCompanies } from './projectCompanies';
import { projectName, unitsSummary } from './projectTexts';
import { propertyFeatures } from './propertyFeatures';
import type { ListingBlock, ListingRow, SeedContext } from './SeedContext';

const DAY = 86_400_000;

/**
 * A new-build project: the project row, its ProjectListing (price "from … to …") and its units as
 * UnitListings next to it; or, with `units` 0, a small development sold as one ProjectAsListing.
 */
export function buildProjectBlock(ctx: SeedContext, firstId: number, projectId: number, units: number): ListingBlock {
  const rng = Random.for(ctx.seed, 'project', projectId);
  const country = rng.weighted(ctx.countries.map((c) => [c, c.weight] as const));
  const picker = ctx.pickers.get(country.iso);
  const developers = ctx.accounts.developersByCountry.get(country.iso);
  if (!picker || !developers) throw new Error(`No demo places or developers for country ${country.iso}`);
  const locality = picker.pick(rng);
  const developer = rng.pick(developers);
  const publisher = rng.chance(0.5) ? agencyFor(ctx, locality, rng) : developer;
  const type: PropertyType = rng.chance(0.8) ? 'Apartment' : 'House';
  const transactionType: TransactionType = rng.chance(0.9) ? 'Sell' : 'Rent';
  const category: ListingCategory = rng.weighted([
    ['premium', 35],
    ['premiumPlus', 25],
    ['global', 15],
    ['classic', 15],
    ['luxury', 10],
  ]);
  const completion = new Date(Date.UTC(ctx.now.getUTCFullYear(), ctx.now.getUTCMonth() + rng.int(1, 30), 1));
  const availableFrom = completion.toISOString().slice(0, 10);
  const createdDaysAgo = rng.int(30, 400);
  const centre = placeListing(locality, rng);
  const name = projectName(locality.language, rng);
  const base = {
    country,
    locality,
    transactionType,
    type,
    publisher,
    developer,
    projectId,
    isNewBuild: true,
    category,
    availableFrom,
  };

  const unitRows: ListingRow[] = [];
  const history: ListingBlock['history'] = [];
  for (let u = 1; u <= units; u++) {
    const id = firstId + u;
    const unitRng = Random.for(ctx.seed, 'listing', id);
    const subType = rng.weighted(SUB_TYPES[type].filter(([s]) => s !== 'Farmhouse' && s !== 'Chalet'));
    const features = {
      ...propertyFeatures(type, subType, transactionType, country.iso, unitRng),
      constructionYear: completion.getUTCFullYear(),
    };
    const placement = placeListing(locality, unitRng, {
      latitude: centre.latitude,
      longitude: centre.longitude,
      place: centre.place,
    });
    const unit = composeListing(
      ctx,
      id,
      {
        ...base,
        listingClass: 'UnitListing',
        placement,
        subType,
        features,
        createdDaysAgo: createdDaysAgo - unitRng.int(0, 10),
      },
      unitRng,
    );
    unitRows.push(unit.listing);
    history.push(...unit.history);
  }

  const projectRng = Random.for(ctx.seed, 'listing', firstId);
  const subType = type === 'Apartment' ? 'Apartment' : 'DetachedHouse';
  const features = {
    ...propertyFeatures(type, subType, transactionType, country.iso, projectRng),
    constructionYear: completion.getUTCFullYear(),
  };
  const spec: ListingSpec = {
    ...base,
    listingClass: units > 0 ? 'ProjectListing' : 'ProjectAsListing',
    placement: centre,
    subType,
    features,
    createdDaysAgo,
  };
  const { listing, history: projectHistory } = composeListing(ctx, firstId, spec, projectRng);
  const prices =
    unitRows.length > 0
      ? unitRows.map((u) => u.priceValue)
      : [listing.priceValue, Math.round((listing.priceValue * projectRng.float(1.4, 2.6)) / 1000) * 1000];
  const areas = unitRows.map((u) => u.livingM2 ?? 0).filter((a) => a > 0);
  const [min, max] = [Math.min(...prices), Math.max(...prices)];
  const currency = unitRows[0]?.priceCurrency ?? listing.priceCurrency;
  Object.assign(listing, {
    priceValue: min,
    priceMin: min,
    priceMax: max,
    priceCurrency: currency,
    priceEur: indexedPriceEur(min, currency, ctx.rates),
    pricePreviousValue: null,
    priceLastChangeType: null,
    priceLastChangeDate: null,
    priceChangeRatio: null,
    isArchived: projectRng.chance(0.03),
    titles: Object.fromEntries(
      Object.keys(listing.titles).map((lang) => [
        lang,
        `${name}, ${locality.node.names[lang] ?? locality.node.names.en}`,
      ]),
    ),
    descriptions: Object.fromEntries(
      Object.entries(listing.descriptions).map(([lang, text]) => [
        lang,
        areas.length > 0
          ? `${unitsSummary(lang, areas.length, Math.min(...areas), Math.max(...areas), completion.getUTCFullYear())}\n\n${text}`
          : text,
      ]),
    ),
  });
  const createdAt = listing.createdAt;
  const developerName = ctx.accounts.accounts.find((account) => account.id === developer.accountId)?.name ?? name;
  const companies =
    units > 0
      ? projectCompanies(
          projectId,
          { accountId: developer.accountId, name: developerName },
          listing.language,
          Random.for(ctx.seed, 'projectCompanies', projectId),
        )
      : [];
  return {
    companies,
    projects: [
      {
        id: projectId,
        name,
        language: listing.language,
        descriptions: listing.descriptions,
        developerAccountId: developer.accountId,
        placeId: centre.place.placeId,
        ancestorPlaceIds: centre.ancestorPlaceIds,
        countryIso: country.iso,
        latitude: centre.latitude,
        longitude: centre.longitude,
        images: listing.images,
        isArchived: listing.isArchived,
        currency,
        priceMin: min,
        priceMax: max,
        createdAt,
        updatedAt: new Date(Math.min(ctx.now.getTime(), createdAt.getTime() + rng.int(0, 60) * DAY)),
      },
    ],
    listings: [listing, ...unitRows],
    history: [...projectHistory.map((h) => ({ ...h, value: min, currency })), ...history],
  };
}
