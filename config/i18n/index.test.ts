import type { ContextCatalogues } from './Catalogue';
import { CONTEXT_NAMES, getMessages } from './index';
import { mergeMessages } from './mergeMessages';

const catalogue = (
  en: Record<string, string>,
  others: Partial<Record<string, Record<string, string>>> = {},
): ContextCatalogues => ({ de: {}, en, es: {}, fr: {}, it: {}, pt: {}, ...others }) as ContextCatalogues;

const registry = {
  first: catalogue({ 'First.Hello': 'Hello', 'First.Bye': 'Bye' }, { fr: { 'First.Hello': 'Bonjour' } }),
  second: catalogue({ 'Second.Title': 'Title {name}' }, { fr: { 'Second.Title': 'Titre {name}' } }),
};

describe('mergeMessages', () => {
  it('flattens the chosen contexts for a language', () => {
    expect(mergeMessages(registry, 'fr', ['first', 'second'])).toEqual({
      'First.Hello': 'Bonjour',
      'First.Bye': 'Bye',
      'Second.Title': 'Titre {name}',
    });
  });

  it('falls back to English key by key for a message not yet translated', () => {
    expect(mergeMessages(registry, 'fr', ['first'])['First.Bye']).toBe('Bye');
  });

  it('gives English throughout for a language the registry does not know', () => {
    expect(mergeMessages(registry, 'ja', ['first'])).toEqual({ 'First.Hello': 'Hello', 'First.Bye': 'Bye' });
  });

  it('only includes the contexts asked for', () => {
    expect(Object.keys(mergeMessages(registry, 'fr', ['second']))).toEqual(['Second.Title']);
  });

  it('returns the keys themselves in debug translations mode', () => {
    expect(mergeMessages(registry, 'fr', ['first', 'second'], { debug: true })).toEqual({
      'First.Hello': 'First.Hello',
      'First.Bye': 'First.Bye',
      'Second.Title': 'Second.Title',
    });
  });

  it('throws for a context that does not exist (a programming error)', () => {
    expect(() => mergeMessages(registry, 'fr', ['missing'])).toThrow('Unknown translation context: missing');
  });
});

describe('getMessages', () => {
  it('serves every registered context by default', () => {
    const messages = getMessages('de');
    expect(messages['Immobox.Validations.Required']).toBe('Dieses Feld ist erforderlich');
    expect(messages['Shell.Navigation.Favorites']).toBe('Favoriten');
    expect(messages['Listings.PropertyType.Singular.House']).toBe('Haus');
    expect(CONTEXT_NAMES).toEqual(expect.arrayContaining(['common', 'shell', 'listings']));
  });

  it('narrows to the contexts a page needs', () => {
    const messages = getMessages('it', ['common']);
    expect(messages['General.Close']).toBe('Chiudi');
    expect(messages['Shell.Navigation.Search']).toBeUndefined();
  });

  it('answers in English for an unsupported language', () => {
    expect(getMessages('xx', ['common'])['General.Close']).toBe('Close');
  });

  it('returns the same frozen map for the same request', () => {
    const first = getMessages('fr', ['common', 'shell']);
    expect(getMessages('fr', ['common', 'shell'])).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('keeps debug and normal maps apart', () => {
    expect(getMessages('fr', ['common'], { debug: true })['General.Close']).toBe('General.Close');
    expect(getMessages('fr', ['common'])['General.Close']).toBe('Fermer');
  });
});
