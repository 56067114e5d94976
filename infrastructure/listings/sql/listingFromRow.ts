import type { AreaUnit, AreaValue, Listing, ListingMode, PriceValue, Rating } from '#domain/listings/Listing';
import { toSquareMeters } from '#domain/portal/AreaUnits';
import { type ExchangeRates, convertPrice } from '#domain/portal/ExchangeRates';
import type { listings } from '#infrastructure/db/schema';

export type ListingRecord = typeof listings.$inferSelect;
export interface PlaceLabel {
  placeId: string;
  type: string;
  names: Record<string, string>;
}

export interface ListingView {
  currencyId?: string;
  mode?: ListingMode;
  language?: string;
  rates: ExchangeRates;
  places: ReadonlyMap<string, PlaceLabel>;
}

/**
 * A listings row as the contract of GET /v2/listings/{id} shapes it: the price as published plus
 * its conversion into the visitor's currency, areas as published plus square metres, the place
 * path with names, and descriptions split into the published one and translations.
 * Light mode leaves out the description texts, the heavy part nobody reads on a result card, and
 * keeps the titles in every language.
 */
export function listingFromRow(row: ListingRecord, view: ListingView): Listing {
  const light = view.mode === 'Light' || view.mode === 'ListingIds';
  const title = row.titles[row.language] ?? Object.values(row.titles)[0] ?? '';
  const descriptions: Listing['descriptions'] = {};
  // A translation is a title, a description or both: a title translated alone still heads the
  // listing in that language (the description then falls back to the published one). Light mode
  // keeps the translated titles, which every card shows in the visitor's language, and drops the
  // description texts.
  const languages = light ? Object.keys(row.titles) : [...Object.keys(row.titles), ...Object.keys(row.descriptions)];
  for (const language of new Set(languages)) {
    if (language === row.language) continue;
    descriptions[language] = {
      title: row.titles[language] ?? title,
      description: light ? '' : (row.descriptions[language] ?? ''),
    };
  }
  const nameLanguage = view.language ?? row.language;
  return {
    id: row.id,
    originalId: row.originalId,
    reference: row.reference,
    categoryId: row.categoryId,
    category: row.category,
    listingClass: row.listingClass,
    ...(row.projectId !== null ? { projectId: row.projectId } : {}),
    ...(row.migratedToProjectId !== null ? { migratedToProjectId: row.migratedToProjectId } : {}),
    ...(row.duplicateOf !== null ? { duplicateOf: row.duplicateOf } : {}),
    isArchived: row.isArchived,
    transactionType: row.transactionType,
    type: row.type,
    ...(row.subType ? { subType: row.subType } : {}),
    title,
    language: row.language,
    descriptionFull: light ? '' : (row.descriptions[row.language] ?? ''),
    descriptions,
    price: {
      show: row.priceShow,
      interval: row.priceInterval,
      values: priceValues(row, view),
      ...(row.priceLastChangeType && row.pricePreviousValue !== null && row.priceLastChangeDate
        ? {
            lastChange: {
              type: row.priceLastChangeType,
              previousValue: row.pricePreviousValue,
              date: row.priceLastChangeDate.toISOString(),
            },
          }
        : {}),
    },
    area: {
      ...(row.livingArea !== null && row.livingAreaUnit
        ? { living: areaValues(row.livingArea, row.livingAreaUnit) }
        : {}),
      ...(row.landArea !== null && row.landAreaUnit ? { land: areaValues(row.landArea, row.landAreaUnit) } : {}),
    },
    numberOf: definedOnly({ rooms: row.rooms, bedrooms: row.bedrooms, bathrooms: row.bathrooms, floors: row.floors }),
    ...(row.floor !== null ? { floor: row.floor } : {}),
    ...(row.constructionYear !== null ? { constructionYear: row.constructionYear } : {}),
    ...(row.availableFrom ? { availableFrom: row.availableFrom } : {}),
    amenities: row.amenities,
    proximities: row.proximities,
    views: row.views,
    orientations: row.orientations,
    ratings: ratings(row),
    location: {
      placeId: row.placeId,
      countryISO: row.countryIso,
      showAddress: row.showAddress,
      // The owner chose to hide the street: it stays in the database, not in the answer.
      ...(row.showAddress && row.address ? { address: row.address } : {}),
      ...(row.postcode ? { postcode: row.postcode } : {}),
      locality: row.locality,
      latitude: row.latitude,
      longitude: row.longitude,
      geocodeLevel: row.geocodeLevel,
      placePath: row.ancestorPlaceIds.flatMap((placeId) => {
        const place = view.places.get(placeId);
        return place
          ? [{ placeId, type: place.type, name: place.names[nameLanguage] ?? place.names.en ?? placeId }]
          : [];
      }),
    },
    images: row.images.map((image, i) => ({
      ...image,
      alt: image.alt ?? (i === 0 ? title : `${title} (${i + 1})`),
      ...withVariants(image),
    })),
    contactUsers: row.contactUsers,
    relatedAccounts: row.relatedAccounts,
    allowContactDisplay: row.allowContactDisplay,
    meta: { date: row.updatedAt.toISOString(), creationDate: row.createdAt.toISOString() },
  };
}

/** The Original as published; a Converted one when another currency is asked for and its rate is known. */
function priceValues(row: ListingRecord, view: ListingView): PriceValue[] {
  const original: PriceValue = {
    type: 'Original',
    value: row.priceValue,
    currencyId: row.priceCurrency,
    ...(row.priceMin !== null ? { min: row.priceMin } : {}),
    ...(row.priceMax !== null ? { max: row.priceMax } : {}),
  };
  const target = view.currencyId?.toUpperCase();
  // The currency comes from the visitor (cookie, query): one we have no rate for is ignored, not an error.
  const known = (currency: string) => currency === view.rates.base || Object.hasOwn(view.rates.rates, currency);
  if (!target || target === row.priceCurrency || !known(target) || !known(row.priceCurrency)) return [original];
  const convert = (amount: number) => convertPrice(amount, row.priceCurrency, target, view.rates);
  return [
    original,
    {
      type: 'Converted',
      value: convert(row.priceValue),
      currencyId: target,
      ...(row.priceMin !== null ? { min: convert(row.priceMin) } : {}),
      ...(row.priceMax !== null ? { max: convert(row.priceMax) } : {}),
    },
  ];
}

/** As published, plus square metres when published in another unit (document 002 §9 factors). */
function areaValues(value: number, unit: AreaUnit): AreaValue[] {
  const original: AreaValue = { value, unit, original: true };
  if (unit === 'SquareMeter') return [original];
  return [
    original,
    { value: Math.round(toSquareMeters(value, unit) * 100) / 100, unit: 'SquareMeter', original: false },
  ];
}

function ratings(row: ListingRecord): Rating[] {
  const list: Rating[] = [];
  if (row.energyGrade && row.energyValue !== null)
    list.push({ ratingType: 'EnergyEu', grade: row.energyGrade, value: row.energyValue });
  if (row.co2Grade && row.co2Value !== null)
    list.push({ ratingType: 'Co2Eu', grade: row.co2Grade, value: row.co2Value });
  return list;
}

function definedOnly<T extends Record<string, number | null>>(values: T): { [K in keyof T]?: number } {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null)) as { [K in keyof T]?: number };
}

/**
 * The media store writes a 400 px wide `-thumb` beside every listing photo (infrastructure/demo/
 * media/renderMediaPool: 1200×800 and 400×267): the gallery's strip and the result cards need no more.
 * Each has an AVIF rendition beside it, made on first request (infrastructure/listings/media/avifRendition).
 */
const THUMB_WIDTH = 400;
function withVariants(image: { url: string; width: number; height: number }) {
  const match = /^(\/media\/[a-z0-9-]+)\.webp$/.exec(image.url);
  if (!match || image.width <= THUMB_WIDTH || match[1].endsWith('-thumb')) return {};
  const height = Math.round((image.height * THUMB_WIDTH) / image.width);
  return {
    variants: [{ url: `${match[1]}-thumb.webp`, width: THUMB_WIDTH, height }],
    avif: [
      { url: `${match[1]}-thumb.avif`, width: THUMB_WIDTH, height },
      { url: `${match[1]}.avif`, width: image.width, height: image.height },
    ],
  };
}
