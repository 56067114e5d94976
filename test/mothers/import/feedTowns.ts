/**
 * Towns the sample feeds place listings in, as the demo geography names them (places of type
 * locality; France's with postcode areas under them). importPlaces.ts writes the same rows for
 * suites that do not seed the whole demo geography.
 */
export interface FeedTown {
  countryIso: string;
  /** As OpenImmo writes it (ISO 3166-1 alpha-3) and as Kyero does (an English name). */
  alpha3: string;
  countryName: string;
  region: string;
  /** Names by language, `en` first. */
  names: Record<string, string>;
  latitude: number;
  longitude: number;
  postcodes: string[];
  currency: string;
}

export const FEED_TOWNS: readonly FeedTown[] = [
  {
    countryIso: 'DE',
    alpha3: 'DEU',
    countryName: 'Germany',
    region: 'Bavaria',
    names: { en: 'Munich', de: 'München' },
    latitude: 48.138,
    longitude: 11.575,
    postcodes: [],
    currency: 'EUR',
  },
  {
    countryIso: 'DE',
    alpha3: 'DEU',
    countryName: 'Germany',
    region: 'Berlin',
    names: { en: 'Berlin', de: 'Berlin' },
    latitude: 52.52,
    longitude: 13.405,
    postcodes: [],
    currency: 'EUR',
  },
  {
    countryIso: 'DE',
    alpha3: 'DEU',
    countryName: 'Germany',
    region: 'Hamburg',
    names: { en: 'Hamburg', de: 'Hamburg' },
    latitude: 53.55,
    longitude: 10.0,
    postcodes: [],
    currency: 'EUR',
  },
  {
    countryIso: 'CH',
    alpha3: 'CHE',
    countryName: 'Switzerland',
    region: 'Zürich',
    names: { en: 'Zürich', de: 'Zürich' },
    latitude: 47.374,
    longitude: 8.541,
    postcodes: [],
    currency: 'CHF',
  },
  {
    countryIso: 'CH',
    alpha3: 'CHE',
    countryName: 'Switzerland',
    region: 'Genève',
    names: { en: 'Geneva', de: 'Genf', fr: 'Genève' },
    latitude: 46.202,
    longitude: 6.147,
    postcodes: [],
    currency: 'CHF',
  },
  {
    countryIso: 'FR',
    alpha3: 'FRA',
    countryName: 'France',
    region: 'Île-de-France',
    names: { en: 'Paris', fr: 'Paris' },
    latitude: 48.857,
    longitude: 2.352,
    postcodes: ['75001', '75002'],
    currency: 'EUR',
  },
  {
    countryIso: 'FR',
    alpha3: 'FRA',
    countryName: 'France',
    region: 'Auvergne-Rhône-Alpes',
    names: { en: 'Lyon', fr: 'Lyon' },
    latitude: 45.76,
    longitude: 4.84,
    postcodes: ['69001'],
    currency: 'EUR',
  },
  {
    countryIso: 'IT',
    alpha3: 'ITA',
    countryName: 'Italy',
    region: 'Lazio',
    names: { en: 'Rome', it: 'Roma', de: 'Rom' },
    latitude: 41.893,
    longitude: 12.483,
    postcodes: [],
    currency: 'EUR',
  },
  {
    countryIso: 'PT',
    alpha3: 'PRT',
    countryName: 'Portugal',
    region: 'Lisboa',
    names: { en: 'Lisbon', pt: 'Lisboa' },
    latitude: 38.725,
    longitude: -9.15,
    postcodes: [],
    currency: 'EUR',
  },
  {
    countryIso: 'ES',
    alpha3: 'ESP',
    countryName: 'Spain',
    region: 'Málaga',
    names: { en: 'Málaga', es: 'Málaga' },
    latitude: 36.719,
    longitude: -4.42,
    postcodes: [],
    currency: 'EUR',
  },
  {
    countryIso: 'ES',
    alpha3: 'ESP',
    countryName: 'Spain',
    region: 'Alicante',
    names: { en: 'Alicante', es: 'Alicante' },
    latitude: 38.345,
    longitude: -0.483,
    postcodes: [],
    currency: 'EUR',
  },
  {
    countryIso: 'ES',
    alpha3: 'ESP',
    countryName: 'Spain',
    region: 'Barcelona',
    names: { en: 'Barcelona', es: 'Barcelona' },
    latitude: 41.383,
    longitude: 2.177,
    postcodes: [],
    currency: 'EUR',
  },
];
