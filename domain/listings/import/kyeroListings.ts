import type { CountryCodes } from './CountryCodes';
import { attribute, child, children, elementNames, type FeedNode, text } from './feedTree';
import type { ImportedArea, ImportedListing, ImportedPrice, ImportedRating, ParsedFeed } from './ImportedListing';
import { rejection } from './ImportedListing';
import {
  AREA_RULE,
  COUNT_RULE,
  FLOOR_RULE,
  ListingChecks,
  PRICE_RULE,
  amenitySet,
  currencyOf,
  defined,
  energyRating,
  languageOf,
} from './ListingChecks';
import { importedLocation } from './importedLocation';
import { KYERO_AMENITIES, KYERO_AREA_UNITS, KYERO_TYPES } from './kyeroVocabulary';

/** Kyero is a Spanish portal: its feed format names no country or currency only for Spain in euros. */
const DEFAULT_COUNTRY = 'Spain';
const DEFAULT_CURRENCY = 'EUR';

/**
 * The listings of a Kyero v3 document (<root><property>…). A listing is named by its <id>, which
 * Kyero itself keeps stable between feeds (<ref> is the agent's own, free to change).
 */
export function kyeroListings(document: FeedNode, countries: CountryCodes): ParsedFeed {
  const feed: ParsedFeed = { listings: [], rejections: [], withdrawn: [] };
  const seen = new Set<string>();
  children(child(document, 'root'), 'property').forEach((property, index) => {
    const reference = text(property, 'id');
    if (!reference) {
      feed.rejections.push(rejection(`#${index + 1}`, 'reference', 'Required'));
      return;
    }
    if (seen.has(reference)) {
      feed.rejections.push(rejection(reference, 'reference', 'DuplicateReference'));
      return;
    }
    seen.add(reference);
    const checks = new ListingChecks(reference);
    const listing = kyeroListing(property, reference, checks, countries);
    if (listing && checks.ok) feed.listings.push(listing);
    else feed.rejections.push(...checks.rejections);
  });
  return feed;
}

function kyeroListing(
  property: FeedNode,
  reference: string,
  checks: ListingChecks,
  countries: CountryCodes,
): ImportedListing | undefined {
  const price = priceOf(property, checks);
  const rawType = text(property, 'type');
  const typeWord = rawType?.toLowerCase().replace(/\s+/gu, ' ');
  const kind = typeWord !== undefined && Object.hasOwn(KYERO_TYPES, typeWord) ? KYERO_TYPES[typeWord] : undefined;
  if (rawType === undefined) checks.reject('type', 'Required');
  else if (!kind) checks.reject('type', 'UnknownValue', rawType);
  const location = importedLocation(checks, countries, {
    country: text(property, 'country') ?? DEFAULT_COUNTRY,
    postcode: text(property, 'postcode'),
    town: text(property, 'town'),
    region: text(property, 'province'),
    latitude: text(property, 'location', 'latitude'),
    longitude: text(property, 'location', 'longitude'),
    showAddress: false,
  });
  const surfaces = child(property, 'surface_area');
  const livingArea = areaOf(checks, 'livingArea', surfaces, 'built');
  const landArea = areaOf(checks, 'landArea', surfaces, 'plot');
  const bedrooms = checks.number('bedrooms', text(property, 'beds'), COUNT_RULE);
  const bathrooms = checks.number('bathrooms', text(property, 'baths'), COUNT_RULE);
  const floor = checks.number('floor', text(property, 'floor'), FLOOR_RULE);
  const energy = child(property, 'energy_rating');
  const ratings = [
    energyRating(checks, 'EnergyEu', text(energy, 'consumption'), undefined),
    energyRating(checks, 'Co2Eu', text(energy, 'emissions'), undefined),
  ].filter((rating): rating is ImportedRating => rating !== undefined);
  const descriptions = textsByLanguage(child(property, 'desc'));
  const titles = textsByLanguage(child(property, 'title'));
  if (!checks.ok || !price || !kind || !location) return undefined;
  const language = Object.keys(descriptions)[0] ?? Object.keys(titles)[0] ?? 'en';
  return {
    reference,
    transactionType: price.interval === 'Once' ? 'Sell' : 'Rent',
    type: kind.type,
    ...(kind.subType ? { subType: kind.subType } : {}),
    language,
    titles,
    descriptions,
    price,
    ...defined({ livingArea, landArea, bedrooms, bathrooms, floor }),
    amenities: amenitiesOf(property),
    ratings,
    location,
    imageUrls: children(child(property, 'images'), 'image')
      .map((image) => text(image, 'url'))
      .filter((url): url is string => url !== undefined),
    contact: {},
  };
}

/**
 * <price_freq>: `sale` is a sale, `month` a monthly rent. `week` is a holiday let, which the portal
 * does not list (document 001 §3: Rent is "per month"), so it is refused rather than multiplied.
 */
function priceOf(property: FeedNode, checks: ListingChecks): ImportedPrice | undefined {
  const frequency = text(property, 'price_freq')?.toLowerCase();
  const interval = frequency === 'sale' ? 'Once' : frequency === 'month' ? 'Month' : undefined;
  if (frequency === undefined) checks.reject('price.frequency', 'Required');
  else if (!interval) checks.reject('price.frequency', 'UnknownValue', frequency);
  const value = checks.required('price', checks.number('price', text(property, 'price'), PRICE_RULE));
  const rawCurrency = text(property, 'currency');
  const currency = rawCurrency === undefined ? DEFAULT_CURRENCY : currencyOf(rawCurrency);
  if (!currency) checks.reject('price', 'UnknownCurrency', rawCurrency);
  if (value === undefined || !currency || !interval) return undefined;
  // Kyero has no "price on request": a listing without a price has none to show, and is refused above.
  return { value, currency, interval, show: true };
}

function areaOf(checks: ListingChecks, field: string, surfaces: FeedNode, name: string): ImportedArea | undefined {
  const element = child(surfaces, name);
  const rawUnit = attribute(element, 'unit') ?? attribute(surfaces, 'unit');
  const unitWord = rawUnit?.toLowerCase();
  const unit =
    unitWord === undefined
      ? 'SquareMeter'
      : Object.hasOwn(KYERO_AREA_UNITS, unitWord)
        ? KYERO_AREA_UNITS[unitWord]
        : undefined;
  const value = checks.number(field, text(element), AREA_RULE);
  if (!unit) return checks.reject(field, 'UnknownUnit', rawUnit);
  return value === undefined ? undefined : { value, unit };
}

/** <desc><en>…</en><es>…</es></desc>: one element per language, in feed order. */
function textsByLanguage(node: FeedNode): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const name of elementNames(node)) {
    const language = languageOf(name);
    const value = text(node, name);
    if (language && value && !(language in texts)) texts[language] = value;
  }
  return texts;
}

function amenitiesOf(property: FeedNode): string[] {
  const found: string[] = [];
  if (text(property, 'pool') === '1') found.push('SwimmingPool');
  for (const feature of children(child(property, 'features'), 'feature')) {
    const phrase = text(feature)?.toLowerCase();
    if (!phrase) continue;
    for (const [pattern, amenity] of KYERO_AMENITIES) if (pattern.test(phrase)) found.push(amenity);
  }
  return amenitySet(found);
}
