import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { CULTURES } from '#domain/portal/Portal';
import { FALLBACK_LANGUAGE, type Catalogue } from './Catalogue';
import { CONTEXTS } from './contexts';

/**
 * What every catalogue must satisfy, for the contexts of today and the ones added later:
 * same keys in every language, valid ICU, the same placeholders, and real translations.
 */
const here = dirname(fileURLToPath(import.meta.url));
const contexts = Object.entries(CONTEXTS) as [string, Readonly<Record<string, Catalogue>>][];
const translations = CULTURES.filter((language) => language !== FALLBACK_LANGUAGE);

/**
 * Messages that are rightly the same as English in some languages: the same word (Garage,
 * Studio, Park), a continent spelled alike, or text without words.
 */
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  'General.No': ['es', 'it'],
  'General.Currency.EUR': ['de', 'es', 'fr', 'it', 'pt'],
  'Shell.Counter.Overflow': ['de', 'es', 'fr', 'it', 'pt'],
  'Shell.Toasts.Label': ['fr'],
  'Leads.Chat.Title': ['fr'],
  'Leads.Chat.Conversations': ['fr'],
  'Shell.RegionalSettings.CountryGroup.Africa': ['it'],
  'Shell.RegionalSettings.CountryGroup.Asia': ['es', 'it'],
  'Shell.RegionalSettings.CountryGroup.Europe': ['fr'],
  'ItemDetails.Facts.Studio': ['de', 'fr'],
  'Listings.Amenity.Garage': ['de', 'fr'],
  'Listings.Proximity.Park': ['de'],
  'ItemDetails.Description.Title': ['fr'],
  'Identity.Login.Email': ['fr', 'it', 'pt'],
  'Identity.Settings.Profile.Email': ['fr', 'it', 'pt'],
  'Identity.Login.Password': ['it'],
  'Identity.Settings.LoginMethods.Password': ['it'],
  'Identity.Debug.Title': ['de', 'it'],
  'Valuation.Amenity.Garage': ['de', 'fr', 'it'],
  'Valuation.Amenity.Lift': ['de'],
  'Valuation.SubType.StudioApartment': ['de', 'fr'],
  'Valuation.Wizard.User.email': ['fr', 'it', 'pt'],
};

/** Placeholder name → kind ('text', 'number', 'date', 'select', 'plural', …) and select branches. */
interface Signature {
  args: Map<string, string>;
  selectOptions: Map<string, string[]>;
  exactZero: Set<string>;
}

function signatureOf(
  elements: MessageFormatElement[],
  into: Signature = { args: new Map(), selectOptions: new Map(), exactZero: new Set() },
): Signature {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
        into.args.set(element.value, into.args.get(element.value) ?? 'text');
        break;
      case TYPE.number:
        into.args.set(element.value, 'number');
        break;
      case TYPE.date:
      case TYPE.time:
        into.args.set(element.value, 'date');
        break;
      case TYPE.select:
        into.args.set(element.value, 'select');
        into.selectOptions.set(element.value, Object.keys(element.options).sort());
        for (const option of Object.values(element.options)) signatureOf(option.value, into);
        break;
      case TYPE.plural:
        into.args.set(element.value, 'plural');
        if ('=0' in element.options || 'zero' in element.options) into.exactZero.add(element.value);
        for (const option of Object.values(element.options)) signatureOf(option.value, into);
        break;
      case TYPE.tag:
        into.args.set(element.value, 'tag');
        signatureOf(element.children, into);
        break;
      default:
        break;
    }
  }
  return into;
}

/** Values to format a message with, from the English signature: numbers for counts, a date, a select branch. */
function sampleValues(signature: Signature): Record<string, string | number | Date> {
  const values: Record<string, string | number | Date> = {};
  for (const [name, kind] of signature.args) {
    if (kind === 'number' || kind === 'plural') values[name] = 3;
    else if (kind === 'date') values[name] = new Date(Date.UTC(2025, 2, 1));
    else if (kind === 'select')
      values[name] = signature.selectOptions.get(name)?.find((option) => option !== 'other') ?? 'other';
    else values[name] = 'Geneva';
  }
  return values;
}

const onDisk = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(here, entry.name, `${FALLBACK_LANGUAGE}.json`)))
  .map((entry) => entry.name)
  .sort();

describe('translation catalogues', () => {
  it('registers every context folder on disk, and only those', () => {
    expect(Object.keys(CONTEXTS).sort()).toEqual(onDisk);
  });

  it('never defines a key in two contexts', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const [name, catalogues] of contexts) {
      for (const key of Object.keys(catalogues[FALLBACK_LANGUAGE])) {
        if (owner.has(key)) clashes.push(`${key} in ${owner.get(key)} and ${name}`);
        owner.set(key, name);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('names keys as dot-separated segments, none the prefix of another', () => {
    const keys = contexts.flatMap(([, catalogues]) => Object.keys(catalogues[FALLBACK_LANGUAGE]));
    expect(keys.filter((key) => !/^[A-Za-z0-9]+(\.[A-Za-z0-9]+)*$/.test(key))).toEqual([]);
    const keySet = new Set(keys);
    const prefixes = keys.filter((key) => keys.some((other) => other.startsWith(`${key}.`)) && keySet.has(key));
    expect(prefixes).toEqual([]);
  });

  describe.each(contexts)('%s', (_name, catalogues) => {
    const english = catalogues[FALLBACK_LANGUAGE];

    it.each(translations)('%s has exactly the English keys', (language) => {
      expect(Object.keys(catalogues[language]).sort()).toEqual(Object.keys(english).sort());
    });

    it.each([...CULTURES])('%s messages are non-empty, valid ICU with the English placeholders', (language) => {
      const problems: string[] = [];
      for (const [key, message] of Object.entries(catalogues[language])) {
        if (typeof message !== 'string' || message.trim() === '') {
          problems.push(`${key}: empty`);
          continue;
        }
        let mine: Signature;
        try {
          mine = signatureOf(parse(message));
        } catch (error) {
          problems.push(`${key}: ${(error as Error).message}`);
          continue;
        }
        const reference = signatureOf(parse(english[key] ?? ''));
        const names = (signature: Signature) => [...signature.args.keys()].sort();
        if (names(mine).join() !== names(reference).join())
          problems.push(`${key}: placeholders ${names(mine)} ≠ ${names(reference)}`);
        for (const [select, options] of reference.selectOptions) {
          if (mine.selectOptions.get(select)?.join() !== options.join())
            problems.push(`${key}: select ${select} branches differ`);
        }
        for (const counted of reference.exactZero) {
          if (!mine.exactZero.has(counted)) problems.push(`${key}: plural ${counted} lacks =0 (document 002 §9)`);
        }
      }
      expect(problems).toEqual([]);
    });

    it.each([...CULTURES])('%s messages format with sample values', (language) => {
      const failures: string[] = [];
      const intl = createIntl({
        locale: language,
        messages: catalogues[language],
        onError: (error) => failures.push(error.message),
      });
      for (const key of Object.keys(english)) {
        const output = intl.formatMessage({ id: key }, sampleValues(signatureOf(parse(english[key]))));
        if (typeof output !== 'string' || output.length === 0 || /[{}]/.test(output))
          failures.push(`${key}: ${String(output)}`);
      }
      expect(failures).toEqual([]);
    });

    it.each(translations)('%s is translated, not English left in place', (language) => {
      const untranslated = Object.keys(english)
        .filter((key) => catalogues[language][key] === english[key])
        .filter((key) => !SAME_AS_ENGLISH[key]?.includes(language));
      expect(untranslated).toEqual([]);
    });
  });

  it('counts property types with a zero form in every language (document 002 §9)', () => {
    const listings = CONTEXTS.listings;
    for (const language of CULTURES) {
      const intl = createIntl({ locale: language, messages: listings[language] });
      expect(intl.formatMessage({ id: 'Listings.PropertyType.Count.Apartment' }, { count: 0 })).not.toMatch(/\d/);
      expect(intl.formatMessage({ id: 'ItemDetails.Photos.Count' }, { count: 1 })).toMatch(/^1 /);
    }
  });

  it('keeps the documents’ own English texts verbatim', () => {
    const shell = CONTEXTS.shell.en;
    expect(shell['Shell.ServerError.Title']).toBe('Oops! There was internal server error');
    expect(shell['Shell.ServerError.Text']).toBe(
      "Don't worry, our team is on it, get a cup of coffee and come back in a minute",
    );
    const intl = createIntl({ locale: 'en', messages: CONTEXTS.common.en });
    expect(intl.formatMessage({ id: 'Validations.MinLength' }, { n: 8 })).toBe('Must be at least 8 characters');
    expect(intl.formatMessage({ id: 'Validations.MaxLength' }, { n: 64 })).toBe('Must be no more than 64 characters');
  });
});
