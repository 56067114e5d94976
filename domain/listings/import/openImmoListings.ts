import type { CountryCodes } from './CountryCodes';
import { attribute, child, children, elementNames, type FeedNode, readFlag, text } from './feedTree';
import type { ImportedListing, ImportedPrice, ImportedRating, ParsedFeed } from './ImportedListing';
import { rejection } from './ImportedListing';
import {
  AREA_RULE,
  COUNT_RULE,
  FLOOR_RULE,
  ListingChecks,
  PRICE_RULE,
  ROOMS_RULE,
  YEAR_RULE,
  amenitySet,
  currencyOf,
  defined,
  energyRating,
  languageOf,
} from './ListingChecks';
import { importedLocation } from './importedLocation';
import {
  OPENIMMO_BUILDING_HOUSES,
  OPENIMMO_GARAGES,
  OPENIMMO_PARKINGS,
  OPENIMMO_PICTURE_GROUPS,
  OPENIMMO_SUB_TYPES,
  OPENIMMO_TYPES,
} from './openImmoVocabulary';

/** OpenImmo is a German standard: a listing that names no language is written in German. */
const DEFAULT_LANGUAGE = 'de';
/** <waehrung> is optional in OpenImmo 1.2.7 and then means euros. */
const DEFAULT_CURRENCY = 'EUR';

/**
 * The listings of an OpenImmo 1.2.7 document (<openimmo><anbieter><immobilie>…). OpenImmo carries
 * one language per <immobilie>; records that share a reference (verwaltung_techn/objektnr_extern)
 * in other languages (verwaltung_techn/sprache) add their title and description to the first one.
 * A record whose <aktion aktionart="DELETE"> withdraws its listing names it in `withdrawn`.
 */
export function openImmoListings(document: FeedNode, countries: CountryCodes): ParsedFeed {
  const feed: ParsedFeed = { listings: [], rejections: [], withdrawn: [] };
  const records = children(child(document, 'openimmo'), 'anbieter').flatMap((agency) => children(agency, 'immobilie'));
  const byReference = new Map<string, ImportedListing>();
  const rejected = new Set<string>();
  records.forEach((record, index) => {
    const reference = text(record, 'verwaltung_techn', 'objektnr_extern');
    if (!reference) {
      feed.rejections.push(rejection(`#${index + 1}`, 'reference', 'Required'));
      return;
    }
    if (attribute(child(record, 'verwaltung_techn', 'aktion'), 'aktionart')?.toUpperCase() === 'DELETE') {
      feed.withdrawn.push(reference);
      return;
    }
    const language = languageOf(text(record, 'verwaltung_techn', 'sprache')) ?? DEFAULT_LANGUAGE;
    const earlier = byReference.get(reference);
    if (earlier || rejected.has(reference)) {
      if (earlier && !(language in earlier.titles) && !(language in earlier.descriptions)) {
        addTexts(earlier, record, language);
      } else if (earlier) {
        feed.rejections.push(rejection(reference, 'reference', 'DuplicateReference', language));
      }
      return;
    }
    const checks = new ListingChecks(reference);
    const listing = openImmoListing(record, reference, language, checks, countries);
    if (listing && checks.ok) {
      byReference.set(reference, listing);
      feed.listings.push(listing);
    } else {
      rejected.add(reference);
      feed.rejections.push(...checks.rejections);
    }
  });
  return feed;
}

function addTexts(listing: ImportedListing, record: FeedNode, language: string): void {
  const title = text(record, 'freitexte', 'objekttitel');
  const description = descriptionOf(record);
  if (title) listing.titles[language] = title;
  if (description) listing.descriptions[language] = description;
}

/** The description, else what the agency wrote about the place and the fittings, in that order. */
function descriptionOf(record: FeedNode): string | undefined {
  const texts = child(record, 'freitexte');
  const main = text(texts, 'objektbeschreibung');
  if (main) return main;
  const parts = ['lage', 'ausstatt_beschr', 'sonstige_angaben'].map((name) => text(texts, name)).filter(Boolean);
  return parts.length > 0 ? parts.join('\n\n') : undefined;
}

function openImmoListing(
  record: FeedNode,
  reference: string,
  language: string,
  checks: ListingChecks,
  countries: CountryCodes,
): ImportedListing | undefined {
  const category = child(record, 'objektkategorie');
  const transactionType = transactionOf(child(category, 'vermarktungsart'), checks);
  const kind = propertyKindOf(child(category, 'objektart'), checks);
  const price = transactionType && priceOf(child(record, 'preise'), transactionType, checks);
  const areas = child(record, 'flaechen');
  const geo = child(record, 'geo');
  const rawCountry = attribute(child(geo, 'land'), 'iso_land');
  const street = [text(geo, 'strasse'), text(geo, 'hausnummer')].filter(Boolean).join(' ');
  const location = importedLocation(checks, countries, {
    country: rawCountry,
    postcode: text(geo, 'plz'),
    town: text(geo, 'ort'),
    region: text(geo, 'bundesland'),
    address: street || undefined,
    latitude: attribute(child(geo, 'geokoordinaten'), 'breitengrad'),
    longitude: attribute(child(geo, 'geokoordinaten'), 'laengengrad'),
    showAddress: readFlag(text(record, 'verwaltung_objekt', 'objektadresse_freigeben')) ?? false,
  });
  const living =
    checks.number('livingArea', text(areas, 'wohnflaeche'), AREA_RULE) ??
    checks.number('livingArea', text(areas, 'nutzflaeche'), AREA_RULE);
  const land = checks.number('landArea', text(areas, 'grundstuecksflaeche'), AREA_RULE);
  const rooms = checks.number('rooms', text(areas, 'anzahl_zimmer'), ROOMS_RULE);
  const bedrooms = checks.number('bedrooms', text(areas, 'anzahl_schlafzimmer'), COUNT_RULE);
  const bathrooms = checks.number('bathrooms', text(areas, 'anzahl_badezimmer'), COUNT_RULE);
  const floor = checks.number('floor', text(geo, 'etage'), FLOOR_RULE);
  const state = child(record, 'zustand_angaben');
  const constructionYear = checks.number('constructionYear', text(state, 'baujahr'), YEAR_RULE);
  const ratings = ratingsOf(child(state, 'energiepass'), checks);
  const amenities = amenitiesOf(record, checks);
  const title = text(record, 'freitexte', 'objekttitel');
  const description = descriptionOf(record);
  if (!checks.ok || !transactionType || !kind || !price || !location) return undefined;
  return {
    reference,
    transactionType,
    type: kind.type,
    ...(kind.subType ? { subType: kind.subType } : {}),
    language,
    titles: title ? { [language]: title } : {},
    descriptions: description ? { [language]: description } : {},
    price,
    ...(living !== undefined ? { livingArea: { value: living, unit: 'SquareMeter' as const } } : {}),
    ...(land !== undefined ? { landArea: { value: land, unit: 'SquareMeter' as const } } : {}),
    ...defined({ rooms, bedrooms, bathrooms, floor, constructionYear }),
    amenities,
    ratings,
    location,
    imageUrls: picturesOf(record),
    contact: contactOf(child(record, 'kontaktperson')),
  };
}

function transactionOf(marketing: FeedNode, checks: ListingChecks) {
  const sale = readFlag(attribute(marketing, 'KAUF'));
  const rent = readFlag(attribute(marketing, 'MIETE_PACHT'));
  if (sale && !rent) return 'Sell' as const;
  if (rent && !sale) return 'Rent' as const;
  return checks.reject('transactionType', sale && rent ? 'UnknownValue' : 'Required');
}

function propertyKindOf(kinds: FeedNode, checks: ListingChecks) {
  const [name] = elementNames(kinds);
  if (!name) return checks.reject('type', 'Required');
  const type = Object.hasOwn(OPENIMMO_TYPES, name) ? OPENIMMO_TYPES[name] : undefined;
  if (!type) return checks.reject('type', 'UnknownValue', name);
  const refinement = OPENIMMO_SUB_TYPES[name];
  const value = refinement && attribute(child(kinds, name), refinement.attribute)?.toUpperCase();
  if (name === 'haus' && value && OPENIMMO_BUILDING_HOUSES.has(value)) return { type: 'Building' as const };
  const subType = value && Object.hasOwn(refinement.values, value) ? refinement.values[value] : undefined;
  return { type, subType };
}

/**
 * Sale: <kaufpreis>; rent: the rent without heating (<kaltmiete>, else <nettokaltmiete>), else the
 * warm rent. OpenImmo rents are monthly unless <preis_zeiteinheit> says a year (divided by 12);
 * a daily or weekly rent is a holiday let, which the portal does not list (document 001 §3: Rent
 * is "per month").
 */
function priceOf(prices: FeedNode, transactionType: 'Sell' | 'Rent', checks: ListingChecks): ImportedPrice | undefined {
  const names = transactionType === 'Sell' ? ['kaufpreis'] : ['kaltmiete', 'nettokaltmiete', 'warmmiete'];
  const name = names.find((candidate) => text(prices, candidate) !== undefined);
  const onRequest = readFlag(attribute(child(prices, names[0]), 'auf_anfrage')) ?? false;
  const value = checks.required('price', name ? checks.number('price', text(prices, name), PRICE_RULE) : undefined);
  const rawCurrency = attribute(child(prices, 'waehrung'), 'iso_waehrung');
  const currency = rawCurrency === undefined ? DEFAULT_CURRENCY : currencyOf(rawCurrency);
  if (!currency) checks.reject('price', 'UnknownCurrency', rawCurrency);
  const unit = attribute(child(prices, 'preis_zeiteinheit'), 'zeiteinheit')?.toUpperCase();
  if (transactionType === 'Rent' && unit && unit !== 'MONAT' && unit !== 'JAHR')
    return checks.reject('price', 'UnknownValue', unit);
  if (value === undefined || !currency) return undefined;
  const monthly = transactionType === 'Rent' && unit === 'JAHR' ? Math.round((value / 12) * 100) / 100 : value;
  return { value: monthly, currency, interval: transactionType === 'Sell' ? 'Once' : 'Month', show: !onRequest };
}

function ratingsOf(pass: FeedNode, checks: ListingChecks): ImportedRating[] {
  if (pass === undefined) return [];
  const energyValue = text(pass, 'energieverbrauchkennwert') ?? text(pass, 'endenergiebedarf');
  const ratings = [
    energyRating(checks, 'EnergyEu', text(pass, 'wertklasse'), energyValue),
    energyRating(checks, 'Co2Eu', undefined, text(pass, 'co2wert')),
  ];
  return ratings.filter((rating): rating is ImportedRating => rating !== undefined);
}

function amenitiesOf(record: FeedNode, checks: ListingChecks): string[] {
  const fittings = child(record, 'ausstattung');
  const areas = child(record, 'flaechen');
  const found: string[] = [];
  const anyFlag = (node: FeedNode) =>
    node !== undefined &&
    (readFlag(text(node)) === true ||
      elementNames(node).length === 0 ||
      Object.keys(node as object).some((key) => key.startsWith('@_') && readFlag(attribute(node, key.slice(2)))));
  if ((checks.number('balconies', text(areas, 'anzahl_balkone'), COUNT_RULE) ?? 0) > 0) found.push('Balcony');
  if ((checks.number('terraces', text(areas, 'anzahl_terrassen'), COUNT_RULE) ?? 0) > 0) found.push('Terrace');
  if (anyFlag(child(fittings, 'fahrstuhl'))) found.push('Lift');
  if (readFlag(text(fittings, 'gartennutzung'))) found.push('Garden');
  if (readFlag(text(fittings, 'klimatisiert'))) found.push('AirConditioning');
  if (readFlag(text(fittings, 'swimmingpool'))) found.push('SwimmingPool');
  if (readFlag(text(fittings, 'alarmanlage'))) found.push('Alarm');
  if (attribute(child(fittings, 'moebliert'), 'moeb')) found.push('Furnished');
  for (const place of children(fittings, 'stellplatzart')) {
    if (OPENIMMO_GARAGES.some((name) => readFlag(attribute(place, name)))) found.push('Garage');
    if (OPENIMMO_PARKINGS.some((name) => readFlag(attribute(place, name)))) found.push('Parking');
  }
  return amenitySet(found);
}

/** The title picture first, then the others in feed order; a path inside an uploaded archive stays relative. */
function picturesOf(record: FeedNode): string[] {
  const pictures = children(child(record, 'anhaenge'), 'anhang')
    .map((attachment) => ({
      group: attribute(attachment, 'gruppe')?.toUpperCase() ?? 'BILD',
      path: text(attachment, 'daten', 'pfad'),
    }))
    .filter((picture) => picture.path && OPENIMMO_PICTURE_GROUPS.includes(picture.group));
  const first = pictures.filter((picture) => picture.group === 'TITELBILD');
  return [...first, ...pictures.filter((picture) => picture.group !== 'TITELBILD')].map((picture) => picture.path!);
}

function contactOf(person: FeedNode) {
  const name = [text(person, 'vorname'), text(person, 'name')].filter(Boolean).join(' ');
  return defined({
    name: name || text(person, 'firma'),
    email: text(person, 'email_direkt') ?? text(person, 'email_zentrale'),
    phone: text(person, 'tel_durchw') ?? text(person, 'tel_zentrale') ?? text(person, 'tel_handy'),
  });
}
