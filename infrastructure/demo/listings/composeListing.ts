import {
  type ContactUser,
  LISTING_CATEGORIES,
  type ListingCategory,
  type ListingClass,
  type PropertyType,
  type RelatedAccount,
  type TransactionType,
} from '#domain/listings/Listing';
import { convertExact, convertPrice, indexedPriceEur } from '#domain/portal/ExchangeRates';
import type { Publisher } from '../accounts/buildAccounts';
import { DEMO_LANGUAGES, type DemoCountry } from '../demoCountries';
import type { DemoLocality } from '../places/buildGeography';
import { Random } from '../Random';
import { describeListing } from './describeListing';
import { energyRatings } from './energyRating';
import { listingImages } from './listingImages';
import type { ListingPlacement } from './listingLocation';
import { CATEGORY_WEIGHTS, TOP_CATEGORY_WEIGHTS } from './listingVocabulary';
import { drawCondition } from './characteristicPremia';
import { askingPrice, marketIndex } from './PriceModel';
import { priceStory } from './priceHistory';
import type { PropertyFeatures } from './propertyFeatures';
import { areaColumns } from './publishedAreas';
import type { ListingRow, PriceHistoryRow, SeedContext } from './SeedContext';

const DAY = 86_400_000;
/** Share of listings whose owner wrote the text in all six portal languages (their translations). */
const EVERY_LANGUAGE_SHARE = 0.15;

/** The decisions a listing's kind fixes before the details are drawn. */
export interface ListingSpec {
  listingClass: ListingClass;
  country: DemoCountry;
  locality: DemoLocality;
  placement: ListingPlacement;
  transactionType: TransactionType;
  type: PropertyType;
  subType: string;
  features: PropertyFeatures;
  publisher: Publisher;
  developer?: Publisher;
  projectId?: number;
  isNewBuild: boolean;
  category?: ListingCategory;
  availableFrom?: string;
  createdDaysAgo?: number;
}

/** Turns a spec into a full listing row and its price history, drawing the rest from the listing's own stream. */
export function composeListing(
  ctx: SeedContext,
  id: number,
  spec: ListingSpec,
  rng: Random,
): { listing: ListingRow; history: PriceHistoryRow[] } {
  const { country, locality, features } = spec;
  // An apartment's or a house's condition, from its own stream (the listing's stream keeps its draws).
  const condition =
    (spec.type === 'Apartment' || spec.type === 'House') && features.constructionYear
      ? drawCondition(
          features.constructionYear,
          spec.isNewBuild,
          ctx.now.getUTCFullYear(),
          Random.for(ctx.seed, 'condition', id),
        )
      : undefined;
  const localPrice = askingPrice(
    {
      countryIso: country.iso,
      regionName: locality.regionName,
      localityName: locality.node.names.en,
      population: locality.node.population ?? 0,
      type: spec.type,
      transactionType: spec.transactionType,
      livingM2: features.livingM2,
      landM2: features.landM2,
      isNewBuild: spec.isNewBuild,
      characteristics: {
        condition,
        constructionYear: features.constructionYear,
        amenities: features.amenities,
        floor: features.floor,
        views: features.views,
      },
    },
    rng,
  );
  // A few owners abroad publish in their own currency (British buyers on the Algarve, euro chalets in the Alps).
  const currency =
    spec.transactionType === 'Sell' && (country.iso === 'PT' || country.iso === 'ES') && rng.chance(0.03)
      ? 'GBP'
      : country.iso === 'CH' && rng.chance(0.02)
        ? 'EUR'
        : country.currency;
  const step = spec.transactionType === 'Rent' ? 10 : localPrice >= 1_000_000 ? 10_000 : 1000;
  const inCurrency = (local: number) =>
    currency === country.currency
      ? local
      : Math.round(convertPrice(local, country.currency, currency, ctx.rates) / step) * step;
  // The category follows today's level of the listing (the draws keep their order: same data otherwise).
  const todayEur = convertExact(inCurrency(localPrice), currency, 'EUR', ctx.rates);
  const expensive = spec.transactionType === 'Sell' ? todayEur > 1_800_000 : todayEur > 7_000;
  const category = spec.category ?? rng.weighted(expensive ? TOP_CATEGORY_WEIGHTS : CATEGORY_WEIGHTS);

  const createdDaysAgo = spec.createdDaysAgo ?? 1 + Math.floor(720 * rng.float() ** 1.7);
  const createdAt = new Date(ctx.now.getTime() - createdDaysAgo * DAY - rng.int(0, DAY - 1));
  // Asked at the market's level of the day it was published (two years of a moving market).
  const listedLocal = Math.max(
    step,
    Math.round((localPrice * marketIndex(country.iso, spec.transactionType, createdAt, ctx.now)) / step) * step,
  );
  const price = inCurrency(listedLocal);
  const priceEur = indexedPriceEur(price, currency, ctx.rates);
  const story =
    spec.listingClass === 'ProjectListing'
      ? { points: [{ date: createdAt, value: price }] }
      : priceStory(price, createdAt, ctx.now, step, rng);
  const lastTouched = story.lastChange?.date ?? createdAt;
  const updatedAt = new Date(
    lastTouched.getTime() + rng.float() * Math.min(30 * DAY, ctx.now.getTime() - lastTouched.getTime()),
  );

  const ratings =
    features.constructionYear && rng.chance(spec.isNewBuild ? 1 : 0.9)
      ? energyRatings(features.constructionYear, rng)
      : [];
  const energy = ratings.find((r) => r.ratingType === 'EnergyEu');
  const co2 = ratings.find((r) => r.ratingType === 'Co2Eu');
  const availableFrom =
    spec.availableFrom ??
    (rng.chance(spec.transactionType === 'Rent' ? 0.4 : 0.2)
      ? new Date(ctx.now.getTime() + rng.int(7, 120) * DAY).toISOString().slice(0, 10)
      : undefined);

  const language = rng.chance(country.iso === 'PT' || country.iso === 'ES' ? 0.12 : 0.05) ? 'en' : locality.language;
  const languages = [language];
  if (rng.chance(country.translatedShare))
    languages.push(
      language === 'en'
        ? locality.language
        : country.iso === 'CH' && rng.chance(0.3)
          ? locality.language === 'de'
            ? 'fr'
            : 'de'
          : 'en',
    );
  // A share of listings carries the owner's text in every portal language (what
  // GET /v2/listings/{id}/translate answers); its own stream, so the rest of the listing is unchanged.
  if (Random.for(ctx.seed, 'translations', id).chance(EVERY_LANGUAGE_SHARE))
    for (const lang of DEMO_LANGUAGES) if (!languages.includes(lang)) languages.push(lang);
  // Titles in every portal language, so no page heads a listing in another language than its own
  // (a German page showed the English title of an English-only listing); descriptions stay in the
  // owner's languages. Each language has its own random stream, so adding titles changes nothing else.
  const titles: Record<string, string> = {};
  const descriptions: Record<string, string> = {};
  for (const lang of [...languages, ...DEMO_LANGUAGES.filter((other) => !languages.includes(other))]) {
    const text = describeListing(
      {
        language: lang,
        countryIso: country.iso,
        transactionType: spec.transactionType,
        type: spec.type,
        subType: spec.subType,
        locality: locality.node.names[lang] ?? locality.node.names.en,
        localityPopulation: locality.node.population ?? 0,
        region: locality.regionNames[lang] ?? locality.regionName,
        ...features,
        energyGrade: energy?.grade,
        energyValue: energy?.value,
        availableFrom,
        isNewBuild: spec.isNewBuild,
      },
      Random.for(ctx.seed, 'text', id, lang),
    );
    titles[lang] = text.title;
    if (languages.includes(lang)) descriptions[lang] = text.description;
  }

  const agent = rng.pick(spec.publisher.agentIds);
  const contactUsers: ContactUser[] = [{ userId: agent, type: 'Agent' }];
  if (spec.publisher.mainContactId !== agent)
    contactUsers.push({ userId: spec.publisher.mainContactId, type: 'MainAgencyContact' });
  const relatedAccounts: RelatedAccount[] = [
    ...(spec.developer ? [{ accountId: spec.developer.accountId, type: 'Developer' as const }] : []),
    ...(spec.publisher.type !== 'Developer' ? [{ accountId: spec.publisher.accountId, type: 'Vendor' as const }] : []),
    ...(spec.publisher.franchiseId ? [{ accountId: spec.publisher.franchiseId, type: 'Franchise' as const }] : []),
  ];

  const listing: ListingRow = {
    id,
    originalId: originalId(rng),
    reference: `${country.iso}${spec.publisher.accountId}-${rng.int(1000, 99999)}`,
    category,
    categoryId: LISTING_CATEGORIES[category],
    listingClass: spec.listingClass,
    projectId: spec.projectId ?? null,
    migratedToProjectId: null,
    isArchived: rng.chance(0.04),
    transactionType: spec.transactionType,
    type: spec.type,
    subType: spec.subType,
    priceValue: price,
    priceMin: null,
    priceMax: null,
    priceCurrency: currency,
    priceInterval: spec.transactionType === 'Rent' ? 'Month' : 'Once',
    priceShow: rng.chance(category === 'elite' || category === 'luxury' ? 0.8 : 0.97),
    pricePreviousValue: story.lastChange?.previousValue ?? null,
    priceLastChangeType: story.lastChange?.type ?? null,
    priceLastChangeDate: story.lastChange?.date ?? null,
    priceChangeRatio: story.lastChange ? Math.round(story.lastChange.ratio * 10_000) / 10_000 : null,
    priceEur,
    ...areaColumns(features, country.iso, rng),
    rooms: features.rooms ?? null,
    bedrooms: features.bedrooms ?? null,
    bathrooms: features.bathrooms ?? null,
    floors: features.floors ?? null,
    floor: features.floor ?? null,
    amenities: features.amenities,
    proximities: features.proximities,
    views: features.views,
    orientations: features.orientations,
    energyGrade: energy?.grade ?? null,
    energyValue: energy?.value ?? null,
    co2Grade: co2?.grade ?? null,
    co2Value: co2?.value ?? null,
    placeId: spec.placement.place.placeId,
    ancestorPlaceIds: spec.placement.ancestorPlaceIds,
    countryIso: country.iso,
    locality: locality.node.names[language] ?? locality.node.names.en,
    latitude: spec.placement.latitude,
    longitude: spec.placement.longitude,
    geocodeLevel: spec.placement.geocodeLevel,
    address: spec.placement.address,
    postcode: spec.placement.postcode ?? null,
    showAddress: spec.placement.showAddress,
    language,
    titles,
    descriptions,
    images: listingImages(id, spec.type, category, ctx.media, rng),
    accountId: spec.publisher.accountId,
    agentUserId: agent,
    contactUsers,
    relatedAccounts,
    allowContactDisplay: rng.chance(0.92),
    availableFrom: availableFrom ?? null,
    constructionYear: features.constructionYear ?? null,
    condition: condition ?? null,
    createdAt,
    updatedAt,
  };
  const history = story.points.map((p) => ({ listingId: id, date: p.date, value: p.value, currency }));
  return { listing, history };
}

function originalId(rng: Random): string {
  let hex = '';
  for (let i = 0; i < 6; i++) hex += rng.int(0, 0xffff).toString(16).padStart(4, '0');
  return hex;
}
