import type { PropertyType, TransactionType } from '#domain/listings/Listing';
import type { Random } from '../Random';
import { characteristicsPremium, type PricedCharacteristics, UNEXPLAINED_SIGMA } from './characteristicPremia';

/**
 * Asking prices per m² of living space, in the country's currency, shaped on 2025-26 market
 * averages: a small town's level per country, rising with town size, times regional and city
 * premiums (Zurich, Geneva, Paris, Munich, Lisbon, Milan…). Not a valuation model; credible spreads.
 */
const SMALL_TOWN_PER_M2: Readonly<Record<string, number>> = {
  CH: 6200,
  FR: 1800,
  PT: 1150,
  ES: 1100,
  IT: 1050,
  DE: 2000,
};

/** Gross rental yield: monthly rent ≈ price × yield / 12. */
const GROSS_YIELD: Readonly<Record<string, number>> = {
  CH: 0.034,
  FR: 0.042,
  PT: 0.055,
  ES: 0.05,
  IT: 0.048,
  DE: 0.038,
};

const REGION_FACTOR: Readonly<Record<string, number>> = {
  Zürich: 1.15,
  Genève: 1.2,
  Zug: 1.35,
  Vaud: 1.08,
  Schwyz: 1.1,
  Ticino: 0.95,
  Jura: 0.75,
  Uri: 0.8,
  Glarus: 0.8,
  Valais: 0.9,
  'Île-de-France': 1.35,
  'Provence-Alpes-Côte d’Azur': 1.3,
  'Auvergne-Rhône-Alpes': 1.05,
  Corsica: 1.2,
  'Centre-Val de Loire': 0.8,
  'Bourgogne-Franche-Comté': 0.75,
  'Grand Est': 0.8,
  'Hauts-de-France': 0.8,
  Lisboa: 1.45,
  Faro: 1.4,
  Porto: 1.15,
  Madeira: 1.15,
  Setúbal: 1.1,
  Bragança: 0.6,
  Guarda: 0.6,
  'Castelo Branco': 0.6,
  Portalegre: 0.55,
  Beja: 0.6,
  Évora: 0.8,
  'Vila Real': 0.65,
  Madrid: 1.35,
  Catalonia: 1.2,
  'Balearic Islands': 1.65,
  'Basque Country': 1.35,
  'Canary Islands': 1.1,
  Extremadura: 0.6,
  'Castille-La Mancha': 0.65,
  'Castille-Leon': 0.75,
  Murcia: 0.8,
  Lombardy: 1.2,
  'Trentino-Alto Adige': 1.45,
  'Valle d’Aosta': 1.3,
  Liguria: 1.25,
  Tuscany: 1.15,
  Lazio: 1.1,
  Calabria: 0.65,
  Sicilia: 0.7,
  Molise: 0.65,
  Basilicata: 0.7,
  Puglia: 0.85,
  Campania: 0.9,
  Sardegna: 1.0,
  Bavaria: 1.25,
  Hamburg: 1.2,
  Berlin: 1.0,
  Hesse: 1.05,
  'Baden-Württemberg': 1.1,
  Saxony: 0.7,
  'Saxony-Anhalt': 0.6,
  Thuringia: 0.65,
  'Mecklenburg-Western Pomerania': 0.75,
  Brandenburg: 0.8,
  Saarland: 0.75,
};

const CITY_FACTOR: Readonly<Record<string, number>> = {
  Zürich: 1.55,
  Geneva: 1.45,
  Lausanne: 1.2,
  Zug: 1.4,
  Basel: 1.05,
  Lugano: 1.15,
  Küsnacht: 1.6,
  Bern: 1.05,
  'Saint Moritz': 2.2,
  Paris: 3.0,
  'Neuilly-sur-Seine': 3.0,
  'Boulogne-Billancourt': 2.4,
  Lyon: 1.45,
  Bordeaux: 1.45,
  Nice: 1.55,
  Cannes: 1.8,
  Annecy: 1.7,
  Biarritz: 2.1,
  Antibes: 1.6,
  Lisbon: 2.6,
  Cascais: 2.8,
  Porto: 1.9,
  Oeiras: 2.0,
  Lagos: 1.6,
  Albufeira: 1.4,
  Funchal: 1.3,
  Madrid: 2.2,
  Barcelona: 2.3,
  Marbella: 2.7,
  Palma: 1.8,
  'San Sebastián': 2.6,
  Málaga: 1.6,
  Valencia: 1.5,
  Bilbao: 1.5,
  Sitges: 2.2,
  Milan: 2.5,
  Rome: 1.9,
  Florence: 2.0,
  Venice: 2.1,
  Bologna: 1.6,
  Como: 1.5,
  Bolzano: 1.6,
  Genoa: 1.1,
  Naples: 1.4,
  Turin: 1.1,
  Munich: 2.6,
  Frankfurt: 1.8,
  Hamburg: 1.7,
  Berlin: 1.7,
  Stuttgart: 1.6,
  Düsseldorf: 1.5,
  Cologne: 1.5,
  Freiburg: 1.6,
  Heidelberg: 1.5,
  Potsdam: 1.6,
};

/** Relative to an apartment's m² price. Land is priced per m² of plot. */
const TYPE_FACTOR: Readonly<Record<PropertyType, number>> = {
  Apartment: 1,
  House: 0.92,
  Building: 0.78,
  PlotOfLand: 0.14,
  ParkingPlace: 1,
  CommercialGround: 0.8,
  Room: 1,
  Boat: 1,
};

export interface PriceInput {
  countryIso: string;
  regionName: string;
  localityName: string;
  population: number;
  type: PropertyType;
  transactionType: TransactionType;
  livingM2?: number;
  landM2?: number;
  /** New builds ask more than the existing stock. */
  isNewBuild: boolean;
  /** An apartment's or a house's condition, vintage, amenities, floor and view (characteristicPremia). */
  characteristics?: PricedCharacteristics;
}

/**
 * The listing's own level per m²: the place's, times what its characteristics are worth and a
 * factor nothing observable explains. Apartments and houses (the valued types) price their
 * characteristics and keep σ UNEXPLAINED_SIGMA unexplained; the other types keep σ 0.17 and the
 * new-build factor. The same draws either way (one normal), so the listing's stream is unchanged.
 */
function listingLevel(input: PriceInput, rng: Random): number {
  const { type, characteristics } = input;
  if ((type !== 'Apartment' && type !== 'House') || !characteristics)
    return pricePerM2(input) * rng.logNormalFactor(0.17) * (input.isNewBuild ? 1.15 : 1);
  const premium = characteristicsPremium(input.countryIso, type, characteristics);
  return pricePerM2(input) * rng.logNormalFactor(UNEXPLAINED_SIGMA) * Math.exp(premium);
}

/** Living-space price level of a place (apartment, existing stock), per m². */
export function pricePerM2(
  input: Pick<PriceInput, 'countryIso' | 'regionName' | 'localityName' | 'population'>,
): number {
  const size = 1 + 0.3 * Math.max(0, Math.log10(Math.max(1, input.population) / 5000));
  return (
    SMALL_TOWN_PER_M2[input.countryIso] *
    size *
    (REGION_FACTOR[input.regionName] ?? 1) *
    (CITY_FACTOR[input.localityName] ?? 1)
  );
}

/** An asking price: total for a sale, per month for a rent, rounded as agents round them. */
export function askingPrice(input: PriceInput, rng: Random): number {
  const level = listingLevel(input, rng);
  const sale = saleValue(input, level, rng);
  if (input.transactionType === 'Sell') return roundSale(sale);
  if (input.type === 'Room') return roundTo(Math.max(350, (level / 8000) * 700 * rng.logNormalFactor(0.2)), 10);
  const yieldFactor =
    GROSS_YIELD[input.countryIso] * (input.population > 500_000 ? 0.9 : 1) * rng.logNormalFactor(0.08);
  return roundTo(Math.max(60, (sale * yieldFactor) / 12), sale > 2_000_000 ? 100 : 10);
}

function saleValue(input: PriceInput, level: number, rng: Random): number {
  switch (input.type) {
    case 'ParkingPlace':
      return (level / 10000) * rng.float(28_000, 55_000);
    case 'Boat':
      return rng.weighted([
        [rng.float(18_000, 90_000), 6],
        [rng.float(90_000, 450_000), 3],
        [rng.float(450_000, 2_500_000), 1],
      ]);
    case 'PlotOfLand':
      return (input.landM2 ?? 1000) * level * TYPE_FACTOR.PlotOfLand;
    default: {
      const land = input.type === 'House' && input.landM2 ? Math.min(input.landM2, 3000) * level * 0.05 : 0;
      return (input.livingM2 ?? 80) * level * TYPE_FACTOR[input.type] + land;
    }
  }
}

function roundSale(value: number): number {
  if (value < 100_000) return roundTo(value, 500);
  if (value < 1_000_000) return roundTo(value, 5000);
  return roundTo(value, 10_000);
}

const roundTo = (value: number, step: number): number => Math.max(step, Math.round(value / step) * step);

/**
 * Yearly change of asking prices per country (sales; rents rise 1.5 points faster), shaped on the
 * 2024-26 markets: Portugal and Spain rising fast, France flat to falling, the rest in between.
 */
const YEARLY_CHANGE: Readonly<Record<string, number>> = {
  CH: 0.035,
  FR: -0.01,
  PT: 0.075,
  ES: 0.065,
  IT: 0.015,
  DE: 0.02,
};

/**
 * The market's level on the day a listing was published, relative to today's (1 today): the
 * country's yearly change compounded back, and a spring high and winter low of ±1.5 %. It gives the
 * demo data's place statistics a credible two-year series instead of a flat line.
 */
export function marketIndex(
  countryIso: string,
  transactionType: TransactionType,
  publishedAt: Date,
  now: Date,
): number {
  const years = (now.getTime() - publishedAt.getTime()) / (365.25 * 86_400_000);
  const change = (YEARLY_CHANGE[countryIso] ?? 0.02) + (transactionType === 'Rent' ? 0.015 : 0);
  const season = (month: number) => 0.015 * Math.cos(((month - 4) / 12) * 2 * Math.PI);
  return (1 + change) ** -years * ((1 + season(publishedAt.getUTCMonth())) / (1 + season(now.getUTCMonth())));
}
