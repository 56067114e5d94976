import type { PropertyType, TransactionType } from '#domain/listings/Listing';
import type { Random } from '../Random';
import type { PhraseBank, TypeGroup } from './phrases/PhraseBank';
import { de } from './phrases/de';
import { en } from './phrases/en';
import { es } from './phrases/es';
import { fr } from './phrases/fr';
import { it } from './phrases/it';
import { pt } from './phrases/pt';

const BANKS: Readonly<Record<string, PhraseBank>> = { de, en, es, fr, it, pt };

/** Longest title a listing may have (document 001 §5: "listing title 128"). */
export const MAX_TITLE_LENGTH = 128;

export interface ListingFacts {
  language: string;
  countryIso: string;
  transactionType: TransactionType;
  type: PropertyType;
  subType: string;
  locality: string;
  /** Inhabitants of the locality: a title's noun must suit the place (no chalet in Paris). */
  localityPopulation?: number;
  region: string;
  rooms?: number;
  bedrooms?: number;
  bathrooms?: number;
  livingM2?: number;
  landM2?: number;
  floor?: number;
  amenities: readonly string[];
  views: readonly string[];
  proximities: readonly string[];
  orientations: readonly string[];
  constructionYear?: number;
  energyGrade?: string;
  energyValue?: number;
  /** yyyy-mm-dd; absent = available now. */
  availableFrom?: string;
  isNewBuild: boolean;
}

export const typeGroup = (type: PropertyType): TypeGroup =>
  (
    ({
      Apartment: 'residential',
      House: 'residential',
      Room: 'residential',
      Building: 'building',
      PlotOfLand: 'land',
      ParkingPlace: 'parking',
      CommercialGround: 'commercial',
      Boat: 'boat',
    }) as const
  )[type];

/**
 * A title and description in the listing's language, assembled from that language's phrase bank
 * and the listing's facts, so the text never contradicts the data beside it.
 */
export function describeListing(facts: ListingFacts, rng: Random): { title: string; description: string } {
  const bank = BANKS[facts.language] ?? en;
  const group = typeGroup(facts.type);
  const tokens = tokensFor(facts, bank, group, rng);
  const title = truncate(capitalise(fillOne(bank.titles[group], tokens, rng) ?? `${tokens.AdjNoun}`), MAX_TITLE_LENGTH);

  const opening = [fillOne(bank.intro[facts.transactionType][group], tokens, rng)];
  if (facts.isNewBuild) opening.push(fillOne(bank.newBuild, tokens, rng));
  if (group === 'residential' || group === 'commercial' || group === 'building')
    opening.push(fillOne(bank.layout, tokens, rng, true));
  if (facts.type === 'Apartment' && facts.floor !== undefined) opening.push(fillOne(bank.floorSentence, tokens, rng));
  if (facts.landM2 && group !== 'parking') opening.push(fillOne(bank.landSentence, tokens, rng));

  const details = [
    listSentence(
      bank.amenitiesSentence,
      facts.amenities.map((a) => bank.amenities[a]),
      bank,
      rng,
    ),
    listSentence(
      bank.viewsSentence,
      facts.views.map((v) => bank.views[v]),
      bank,
      rng,
    ),
    rng.chance(0.8)
      ? listSentence(
          bank.orientationSentence,
          facts.orientations.map((o) => bank.orientations[o]),
          bank,
          rng,
        )
      : undefined,
    listSentence(
      bank.proximitiesSentence,
      facts.proximities.map((p) => bank.proximities[p]),
      bank,
      rng,
    ),
    !facts.isNewBuild ? fillOne(bank.yearSentence, tokens, rng) : undefined,
    fillOne(bank.energySentence, tokens, rng),
  ];
  const closing = [
    facts.isNewBuild ? undefined : fillOne(facts.availableFrom ? bank.availableFrom : bank.availableNow, tokens, rng),
    fillOne(bank.closing, tokens, rng),
  ];
  const description = [opening, details, closing]
    .map((sentences) => sentences.filter((s): s is string => Boolean(s)).join(' '))
    .filter(Boolean)
    .join('\n\n');
  return { title, description };
}

/** Countryside words: in a town the same house is called a detached house ("Chalet charmant à Paris" reads wrong). */
const COUNTRYSIDE_SUBTYPES = new Set(['Chalet', 'Farmhouse']);
/** From this many inhabitants a locality is a town, not a village, for the text's noun (Bergerac, Gießen, Paris). */
const TOWN_POPULATION = 20_000;

/** The sub-type whose noun the text uses: the listing's own, unless it is a countryside word in a town. */
function titleNoun(facts: ListingFacts): string {
  const inTown = (facts.localityPopulation ?? 0) >= TOWN_POPULATION;
  return inTown && COUNTRYSIDE_SUBTYPES.has(facts.subType) ? 'DetachedHouse' : facts.subType;
}

function tokensFor(
  facts: ListingFacts,
  bank: PhraseBank,
  group: TypeGroup,
  rng: Random,
): Record<string, string | undefined> {
  const noun = bank.nouns[titleNoun(facts)] ?? bank.nouns.Apartment;
  const genderIndex = noun.gender === 'm' ? 0 : noun.gender === 'f' ? 1 : 2;
  const adjective = rng.chance(0.75) ? rng.pick(bank.adjectives)[genderIndex] : undefined;
  const adjNoun = !adjective
    ? noun.word
    : bank.adjectiveFirst
      ? `${adjective} ${noun.word}`
      : `${noun.word} ${adjective}`;
  const feature = [
    ...facts.views.filter((v) => bank.withFeature[v]),
    ...facts.amenities.filter((a) => bank.withFeature[a]),
  ];
  const number = (value: number) =>
    bank.decimalComma && facts.countryIso !== 'CH' ? String(value).replace('.', ',') : String(value);
  const hasLayout = group === 'residential' && facts.type !== 'Room';
  return {
    noun: noun.word,
    Noun: capitalise(noun.word),
    AdjNoun: capitalise(adjNoun),
    aNoun: bank.indefinite(noun, adjective),
    adjective,
    label: hasLayout
      ? bank.counts
          .label(facts.rooms, facts.bedrooms, facts.countryIso)
          ?.replace(/\d+(\.\d+)?/, (m) => number(Number(m)))
      : undefined,
    with: feature.length > 0 ? bank.withFeature[rng.pick(feature)] : undefined,
    locality: facts.locality,
    region: facts.region,
    roomsText:
      hasLayout && facts.rooms
        ? bank.counts.rooms(facts.rooms).replace(/\d+(\.\d+)?/, (m) => number(Number(m)))
        : undefined,
    bedroomsText: hasLayout && facts.bedrooms ? bank.counts.bedrooms(facts.bedrooms) : undefined,
    bathroomsText: hasLayout && facts.bathrooms ? bank.counts.bathrooms(facts.bathrooms) : undefined,
    area: facts.livingM2 ? `${Math.round(facts.livingM2)} m²` : undefined,
    land: facts.landM2 ? landText(facts.landM2, number) : undefined,
    floor: facts.floor !== undefined ? bank.floor(facts.floor) : undefined,
    year: facts.constructionYear ? String(facts.constructionYear) : undefined,
    grade: facts.energyGrade,
    energy: facts.energyValue !== undefined ? String(Math.round(facts.energyValue)) : undefined,
    date: facts.availableFrom ? bank.month(new Date(`${facts.availableFrom}T00:00:00Z`)) : undefined,
  };
}

const landText = (m2: number, number: (value: number) => string): string =>
  m2 >= 10_000 ? `${number(Math.round(m2 / 100) / 100)} ha` : `${Math.round(m2)} m²`;

const TOKEN = /\{(\w+)\}/g;
const tokenCache = new Map<string, string[]>();

/** Token names of a template, parsed once: the same few hundred templates serve a million listings. */
function tokensOf(template: string): string[] {
  let names = tokenCache.get(template);
  if (!names) {
    names = [...template.matchAll(TOKEN)].map(([, name]) => name);
    tokenCache.set(template, names);
  }
  return names;
}

/**
 * A template whose every token has a value, filled; undefined when none fits. `richest` keeps only
 * the templates using the most facts, so a flat with rooms is not described by its bare surface.
 */
function fillOne(
  templates: readonly string[],
  tokens: Record<string, string | undefined>,
  rng: Random,
  richest = false,
): string | undefined {
  let usable = templates.filter((t) => tokensOf(t).every((name) => tokens[name] !== undefined));
  if (usable.length === 0) return undefined;
  if (richest) {
    const most = Math.max(...usable.map((t) => tokensOf(t).length));
    usable = usable.filter((t) => tokensOf(t).length === most);
  }
  return rng.pick(usable).replace(TOKEN, (_, name: string) => tokens[name] as string);
}

function listSentence(
  templates: readonly string[],
  items: readonly (string | undefined)[],
  bank: PhraseBank,
  rng: Random,
): string | undefined {
  const present = items.filter((i): i is string => Boolean(i));
  if (present.length === 0) return undefined;
  const list =
    present.length === 1 ? present[0] : `${present.slice(0, -1).join(', ')} ${bank.and} ${present[present.length - 1]}`;
  return fillOne(templates, { list }, rng);
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

function truncate(text: string, max: number): string {
  if (text.length < max) return text;
  const cut = text.slice(0, max - 1);
  return cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,:–-]+$/, '');
}
