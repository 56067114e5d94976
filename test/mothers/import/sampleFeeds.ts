import type { PropertyType } from '#domain/listings/Listing';
import { FEED_TOWNS, type FeedTown } from './feedTowns';

/** One listing of a sample feed, written out as OpenImmo 1.2.7 or Kyero v3 by the functions below. */
export interface SampleListing {
  reference: string;
  type: PropertyType;
  rent: boolean;
  town: FeedTown;
  /** Town name written in the feed; a name no place has makes the listing unplaceable. */
  townName: string;
  postcode?: string;
  coordinates?: { latitude: number; longitude: number };
  /** Undefined: the feed gives no price. */
  price?: number;
  currency: string;
  /** Kyero's <price_freq> (week is a holiday let); OpenImmo's <preis_zeiteinheit>. */
  frequency?: 'week' | 'year';
  onRequest?: boolean;
  living?: number;
  land?: number;
  /** Kyero only: surfaces in square feet. */
  squareFeet?: boolean;
  rooms?: number;
  bedrooms?: number;
  bathrooms?: number;
  energy?: { grade?: string; value?: number };
  amenities: { balcony?: boolean; lift?: boolean; garage?: boolean; pool?: boolean; garden?: boolean };
  /** By language, first = published. */
  texts: Record<string, { title: string; description: string }>;
  images: string[];
  /** A type word the format does not know. */
  unknownType?: string;
}

const OPENIMMO_KINDS: Record<PropertyType, string> = {
  Apartment: '<wohnung wohnungtyp="ETAGE"/>',
  House: '<haus haustyp="EINFAMILIENHAUS"/>',
  Building: '<haus haustyp="MEHRFAMILIENHAUS"/>',
  PlotOfLand: '<grundstueck grundst_typ="WOHNEN"/>',
  ParkingPlace: '<parken parken_typ="TIEFGARAGE"/>',
  CommercialGround: '<buero_praxen buero_typ="BUEROFLAECHE"/>',
  Room: '<zimmer zimmertyp="ZIMMER"/>',
  // OpenImmo has no boats: its sample writes one as a kind the standard does not list, to be refused.
  Boat: '<hausboot/>',
};

const KYERO_WORDS: Record<PropertyType, string> = {
  Apartment: 'apartment',
  House: 'villa',
  Building: 'building',
  PlotOfLand: 'plot',
  ParkingPlace: 'garage',
  CommercialGround: 'commercial',
  Room: 'room',
  Boat: 'boat',
};

const TYPES: PropertyType[] = [
  'Apartment',
  'House',
  'Building',
  'PlotOfLand',
  'ParkingPlace',
  'CommercialGround',
  'Room',
  'Boat',
];
const TEXTS: Record<string, [string, string]> = {
  de: ['Helle Wohnung mit Balkon', 'Ruhige Lage, nahe am Zentrum & gut angebunden.'],
  en: ['Bright home with a balcony', 'Quiet street, close to the centre & well connected.'],
  fr: ['Appartement lumineux avec balcon', 'Rue calme, près du centre & bien desservi.'],
  es: ['Vivienda luminosa con balcón', 'Calle tranquila, cerca del centro y bien comunicada.'],
  it: ['Casa luminosa con balcone', 'Via tranquilla, vicino al centro e ben collegata.'],
  pt: ['Casa luminosa com varanda', 'Rua calma, perto do centro e bem servida.'],
};
const LANGUAGE_OF: Record<string, string> = { DE: 'de', CH: 'de', FR: 'fr', IT: 'it', PT: 'pt', ES: 'es' };

/** A small deterministic generator (mulberry32): the same seed writes the same feed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)],
  };
}

/** `count` plain, importable listings of every type, in the towns of FEED_TOWNS (Spain for Kyero). */
export function sampleListings(
  count: number,
  options: { seed?: number; prefix?: string; spain?: boolean; noBoats?: boolean } = {},
): SampleListing[] {
  const rng = random(options.seed ?? 1);
  const towns = options.spain ? FEED_TOWNS.filter((town) => town.countryIso === 'ES') : FEED_TOWNS;
  return Array.from({ length: count }, (_, i) => {
    // OpenImmo has no boats: its feeds cycle through the other types.
    const types = options.noBoats ? TYPES.filter((type) => type !== 'Boat') : TYPES;
    const type = types[i % types.length];
    const town = towns[i % towns.length];
    const rent = type === 'Room' || (type !== 'PlotOfLand' && type !== 'Boat' && rng.next() < 0.35);
    const local = LANGUAGE_OF[town.countryIso];
    const languages = rng.next() < 0.4 ? [local, local === 'en' ? 'de' : 'en'] : [local];
    const living = type === 'PlotOfLand' || type === 'ParkingPlace' ? undefined : rng.int(18, 400);
    const residential = type === 'Apartment' || type === 'House';
    return {
      reference: `${options.prefix ?? 'S'}-${String(i + 1).padStart(5, '0')}`,
      type,
      rent,
      town,
      townName: town.names[local] ?? town.names.en,
      postcode: town.postcodes.length > 0 ? town.postcodes[i % town.postcodes.length] : undefined,
      coordinates:
        rng.next() < 0.5
          ? {
              latitude: town.latitude + (rng.next() - 0.5) * 0.02,
              longitude: town.longitude + (rng.next() - 0.5) * 0.02,
            }
          : undefined,
      price: rent ? rng.int(4, 40) * 100 : rng.int(50, 1500) * 1000,
      currency: town.currency,
      living,
      land: type === 'House' || type === 'PlotOfLand' ? rng.int(200, 5000) : undefined,
      rooms: residential ? rng.int(1, 8) : undefined,
      bedrooms: residential ? rng.int(1, 5) : undefined,
      bathrooms: residential ? rng.int(1, 3) : undefined,
      energy: residential
        ? rng.next() < 0.5
          ? { value: rng.int(20, 500) }
          : { grade: rng.pick(['A', 'B', 'C', 'D', 'E', 'F', 'G']) }
        : undefined,
      amenities: {
        balcony: rng.next() < 0.4,
        lift: rng.next() < 0.3,
        garage: rng.next() < 0.3,
        pool: rng.next() < 0.1,
        garden: rng.next() < 0.3,
      },
      texts: Object.fromEntries(
        languages.map((language) => [
          language,
          { title: `${TEXTS[language][0]} ${i + 1}`, description: TEXTS[language][1] },
        ]),
      ),
      images: Array.from({ length: rng.int(0, 4) }, (_, n) => `https://images.feed-realty.test/${i + 1}/${n + 1}.jpg`),
    };
  });
}

/** The sample's edge cases, appended after the plain listings (docs/import.md lists what each shows). */
export function edgeCaseListings(base: readonly SampleListing[], prefix: string): SampleListing[] {
  const at = (i: number) => ({ ...base[i % base.length], amenities: { ...base[i % base.length].amenities } });
  return [
    { ...at(0), reference: `${prefix}-NOPRICE`, price: undefined },
    { ...at(1), reference: `${prefix}-NOWHERE`, townName: 'Atlantis', postcode: undefined, coordinates: undefined },
    { ...at(2), reference: `${prefix}-ONREQUEST`, rent: false, onRequest: true },
    { ...at(3), reference: `${prefix}-YEARLY`, type: 'CommercialGround', rent: true, price: 60_000, frequency: 'year' },
    { ...at(4), reference: `${prefix}-WEEKLY`, type: 'Apartment', rent: true, price: 900, frequency: 'week' },
    { ...at(5), reference: `${prefix}-SQFT`, type: 'House', rent: false, living: 1600, land: 9000, squareFeet: true },
    { ...at(6), reference: `${prefix}-APLUS`, type: 'Apartment', energy: { grade: 'A+' } },
    { ...at(7), reference: `${prefix}-UNKNOWNTYPE`, unknownType: 'castle' },
    {
      ...at(8),
      reference: `${prefix}-THREELANG`,
      texts: {
        fr: { title: 'Maison de ville', description: 'Au calme.' },
        en: { title: 'Town house', description: 'Quiet.' },
        de: { title: 'Stadthaus', description: 'Ruhig.' },
      },
    },
  ];
}

const esc = (value: string | number) =>
  String(value).replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;').replace(/"/gu, '&quot;');

/** An OpenImmo 1.2.7 document; a listing in two languages is two <immobilie> with one reference. */
export function openImmoXml(
  listings: readonly SampleListing[],
  options: { withdrawn?: string[]; partial?: boolean } = {},
): string {
  const records = listings.flatMap((listing) =>
    Object.entries(listing.texts).map(([language, text], n) =>
      n === 0 ? openImmoRecord(listing, language, text) : openImmoTranslation(listing, language, text),
    ),
  );
  const withdrawn = (options.withdrawn ?? []).map(
    (reference) =>
      `<immobilie><verwaltung_techn><objektnr_extern>${esc(reference)}</objektnr_extern><aktion aktionart="DELETE"/></verwaltung_techn></immobilie>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<openimmo>
<uebertragung art="ONLINE" umfang="${options.partial ? 'TEIL' : 'VOLL'}" modus="CHANGE" version="1.2.7" sendersoftware="sample" techn_email="feeds@feed-realty.test"/>
<anbieter>
<anbieternr>FR-1</anbieternr><firma>Feed Realty</firma><openimmo_anid>FEEDREALTY</openimmo_anid>
${[...records, ...withdrawn].join('\n')}
</anbieter>
</openimmo>
`;
}

function openImmoRecord(l: SampleListing, language: string, text: { title: string; description: string }): string {
  const kind = l.unknownType ? `<${l.unknownType}/>` : OPENIMMO_KINDS[l.type];
  const priceElement = l.rent ? 'kaltmiete' : 'kaufpreis';
  const price =
    l.price === undefined
      ? ''
      : `<${priceElement}${l.onRequest ? ' auf_anfrage="true"' : ''}>${l.price}</${priceElement}>${l.frequency ? `<preis_zeiteinheit zeiteinheit="${l.frequency === 'year' ? 'JAHR' : 'WOCHE'}"/>` : ''}`;
  const energy = l.energy
    ? `<energiepass><epart>VERBRAUCH</epart>${l.energy.value !== undefined ? `<energieverbrauchkennwert>${l.energy.value}</energieverbrauchkennwert>` : ''}${l.energy.grade ? `<wertklasse>${esc(l.energy.grade)}</wertklasse>` : ''}</energiepass>`
    : '';
  const a = l.amenities;
  return `<immobilie>
<objektkategorie><nutzungsart WOHNEN="true" GEWERBE="false"/><vermarktungsart KAUF="${!l.rent}" MIETE_PACHT="${l.rent}"/><objektart>${kind}</objektart></objektkategorie>
<geo>${l.postcode ? `<plz>${l.postcode}</plz>` : ''}<ort>${esc(l.townName)}</ort>${l.coordinates ? `<geokoordinaten breitengrad="${l.coordinates.latitude.toFixed(5)}" laengengrad="${l.coordinates.longitude.toFixed(5)}"/>` : ''}<strasse>Hauptstrasse</strasse><hausnummer>${l.reference.length}</hausnummer><land iso_land="${l.town.alpha3}"/></geo>
<kontaktperson><email_zentrale>office@feed-realty.test</email_zentrale><name>Feed</name><vorname>Anna</vorname><tel_zentrale>+49 89 1234567</tel_zentrale></kontaktperson>
<preise>${price}<waehrung iso_waehrung="${l.currency}"/></preise>
<flaechen>${l.living !== undefined ? `<wohnflaeche>${l.living}</wohnflaeche>` : ''}${l.land !== undefined ? `<grundstuecksflaeche>${l.land}</grundstuecksflaeche>` : ''}${l.rooms !== undefined ? `<anzahl_zimmer>${l.rooms}</anzahl_zimmer>` : ''}${l.bedrooms !== undefined ? `<anzahl_schlafzimmer>${l.bedrooms}</anzahl_schlafzimmer>` : ''}${l.bathrooms !== undefined ? `<anzahl_badezimmer>${l.bathrooms}</anzahl_badezimmer>` : ''}${a.balcony ? '<anzahl_balkone>1</anzahl_balkone>' : ''}</flaechen>
<ausstattung>${a.lift ? '<fahrstuhl PERSONEN="true"/>' : ''}${a.garage ? '<stellplatzart GARAGE="true"/>' : ''}${a.pool ? '<swimmingpool>true</swimmingpool>' : ''}${a.garden ? '<gartennutzung>true</gartennutzung>' : ''}</ausstattung>
<zustand_angaben>${energy}</zustand_angaben>
<freitexte><objekttitel>${esc(text.title)}</objekttitel><objektbeschreibung>${esc(text.description)}</objektbeschreibung></freitexte>
<anhaenge>${l.images.map((url, n) => `<anhang location="EXTERN" gruppe="${n === 0 ? 'TITELBILD' : 'BILD'}"><format>jpg</format><daten><pfad>${esc(url)}</pfad></daten></anhang>`).join('')}</anhaenge>
<verwaltung_objekt><objektadresse_freigeben>false</objektadresse_freigeben></verwaltung_objekt>
<verwaltung_techn><objektnr_extern>${esc(l.reference)}</objektnr_extern><sprache>${language}</sprache></verwaltung_techn>
</immobilie>`;
}

function openImmoTranslation(l: SampleListing, language: string, text: { title: string; description: string }): string {
  return `<immobilie><freitexte><objekttitel>${esc(text.title)}</objekttitel><objektbeschreibung>${esc(text.description)}</objektbeschreibung></freitexte><verwaltung_techn><objektnr_extern>${esc(l.reference)}</objektnr_extern><sprache>${language}</sprache></verwaltung_techn></immobilie>`;
}

/** A Kyero v3 document. Kyero has no titles and no price on request; its surfaces are m² unless an exporter says sqft. */
export function kyeroXml(listings: readonly SampleListing[]): string {
  const properties = listings.map((l) => {
    const frequency = l.rent ? (l.frequency === 'week' ? 'week' : 'month') : 'sale';
    const unit = l.squareFeet ? ' unit="sqft"' : '';
    const features = [
      l.amenities.lift && 'Lift',
      l.amenities.garage && 'Garage',
      l.amenities.garden && 'Private garden',
      l.amenities.balcony && 'Balcony',
      'Close to shops',
    ].filter(Boolean);
    return `<property>
<id>${esc(l.reference)}</id><date>2026-06-01 10:00:00</date><ref>${esc(l.reference)}</ref>
${l.price !== undefined ? `<price>${l.price}</price>` : ''}<currency>${l.currency}</currency><price_freq>${frequency}</price_freq>
<part_ownership>0</part_ownership><leasehold>0</leasehold><new_build>0</new_build>
<type>${esc(l.unknownType ?? KYERO_WORDS[l.type])}</type>
<town>${esc(l.townName)}</town><province>${esc(l.town.region)}</province><country>${esc(l.town.countryName)}</country>
${l.coordinates ? `<location><latitude>${l.coordinates.latitude.toFixed(5)}</latitude><longitude>${l.coordinates.longitude.toFixed(5)}</longitude></location>` : ''}
${l.bedrooms !== undefined ? `<beds>${l.bedrooms}</beds>` : ''}${l.bathrooms !== undefined ? `<baths>${l.bathrooms}</baths>` : ''}<pool>${l.amenities.pool ? 1 : 0}</pool>
<surface_area>${l.living !== undefined ? `<built${unit}>${l.living}</built>` : ''}${l.land !== undefined ? `<plot${unit}>${l.land}</plot>` : ''}</surface_area>
${l.energy?.grade ? `<energy_rating><consumption>${esc(l.energy.grade)}</consumption></energy_rating>` : ''}
<desc>${Object.entries(l.texts)
      .map(([language, text]) => `<${language}>${esc(text.description)}</${language}>`)
      .join('')}</desc>
<features>${features.map((feature) => `<feature>${feature}</feature>`).join('')}</features>
<images>${l.images.map((url, n) => `<image id="${n + 1}"><url>${esc(url)}</url></image>`).join('')}</images>
</property>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<root>
<kyero><feed_version>3</feed_version></kyero>
${properties.join('\n')}
</root>
`;
}
