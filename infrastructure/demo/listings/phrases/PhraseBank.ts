import type { TransactionType } from '#domain/listings/Listing';

export type Gender = 'm' | 'f' | 'n';
export interface Noun {
  word: string;
  gender: Gender;
}

/** Listing types grouped by how they are described. */
export type TypeGroup = 'residential' | 'building' | 'land' | 'parking' | 'commercial' | 'boat';

/**
 * What a language needs to write listings: nouns with their grammatical gender, adjectives in each
 * gender, and sentence templates with {tokens}. A template is used only when every token it names
 * has a value, so one bank serves a studio without bedrooms and a villa with a pool alike.
 */
export interface PhraseBank {
  /** By sub-type (Attic, DetachedHouse, …). */
  nouns: Readonly<Record<string, Noun>>;
  /** Each adjective in the forms [m, f, n]; languages without a neuter repeat the masculine. */
  adjectives: readonly (readonly [string, string, string])[];
  adjectiveFirst: boolean;
  /** "ein helles Haus", "une maison lumineuse", "a bright house". */
  indefinite(noun: Noun, adjective: string | undefined): string;
  /** and-joined list: "a, b und c". */
  and: string;
  decimalComma: boolean;
  counts: {
    rooms(n: number): string;
    bedrooms(n: number): string;
    bathrooms(n: number): string;
    /** How the country's market labels size in a title: "3.5-Zimmer", "T3", "3 pièces", "3-bedroom". */
    label(rooms: number | undefined, bedrooms: number | undefined, countryIso: string): string | undefined;
  };
  floor(n: number): string;
  month(date: Date): string;
  amenities: Readonly<Record<string, string>>;
  /** Title feature phrases: "mit Balkon", "avec piscine". */
  withFeature: Readonly<Record<string, string>>;
  views: Readonly<Record<string, string>>;
  orientations: Readonly<Record<string, string>>;
  proximities: Readonly<Record<string, string>>;
  titles: Readonly<Record<TypeGroup, readonly string[]>>;
  intro: Readonly<Record<TransactionType, Readonly<Record<TypeGroup, readonly string[]>>>>;
  newBuild: readonly string[];
  layout: readonly string[];
  floorSentence: readonly string[];
  amenitiesSentence: readonly string[];
  viewsSentence: readonly string[];
  orientationSentence: readonly string[];
  proximitiesSentence: readonly string[];
  landSentence: readonly string[];
  yearSentence: readonly string[];
  energySentence: readonly string[];
  availableNow: readonly string[];
  availableFrom: readonly string[];
  closing: readonly string[];
}

export const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;
