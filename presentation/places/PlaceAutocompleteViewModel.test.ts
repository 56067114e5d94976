import 'reflect-metadata';
import type { AutocompleteQuery, PlacePrediction } from '#application/places/calls';
import type { DomainError } from '#domain/shared/DomainError';
import { ok, type Result } from '#domain/shared/Result';
import { PlaceAutocompleteViewModel, SUGGEST_DEBOUNCE_MS } from './PlaceAutocompleteViewModel';
import { placeSearchPath } from './placeSearchPath';

function fakeTimers() {
  const pending = new Map<number, () => void>();
  let next = 1;
  let elapsed = 0;
  const due = new Map<number, number>();
  return {
    setTimeout: (callback: () => void, ms: number) => {
      pending.set(next, callback);
      due.set(next, elapsed + ms);
      return next++;
    },
    clearTimeout: (handle: unknown) => {
      pending.delete(handle as number);
    },
    advance(ms: number) {
      elapsed += ms;
      for (const [id, callback] of [...pending])
        if ((due.get(id) ?? 0) <= elapsed) {
          pending.delete(id);
          callback();
        }
    },
  };
}

const geneva: PlacePrediction = {
  placeId: 'place-geneve',
  mainText: 'Genève',
  secondaryText: 'Suisse',
  type: 'locality',
};
const gerzensee: PlacePrediction = {
  placeId: 'place-gerzensee',
  mainText: 'Gerzensee',
  secondaryText: 'Berne, Suisse',
  type: 'locality',
};
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp() {
  const timers = fakeTimers();
  const calls: { query: AutocompleteQuery; resolve: (result: Result<PlacePrediction[], DomainError>) => void }[] = [];
  const opened: PlacePrediction[] = [];
  const autocomplete = new PlaceAutocompleteViewModel(
    { language: 'fr', countries: ['CH'] },
    {
      autocomplete: { execute: (query) => new Promise((resolve) => calls.push({ query, resolve })) },
      timers,
      open: (prediction) => opened.push(prediction),
    },
  );
  return { timers, calls, opened, autocomplete };
}

describe('PlaceAutocompleteViewModel (document 000 §2, document 001 §9)', () => {
  it('asks for predictions 500 ms after the last keystroke, in the visitor language and the portal countries', () => {
    const { timers, calls, autocomplete } = setUp();
    autocomplete.setQuery('Ge');
    timers.advance(300);
    autocomplete.setQuery('Gen');
    timers.advance(SUGGEST_DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(0);
    timers.advance(1);
    expect(calls.map((call) => call.query)).toEqual([
      { input: 'Gen', language: 'fr', allowedCountries: ['CH'], count: 8 },
    ]);
  });

  it('does not ask for a single letter', () => {
    const { timers, calls, autocomplete } = setUp();
    autocomplete.setQuery('G');
    timers.advance(SUGGEST_DEBOUNCE_MS);
    expect(calls).toHaveLength(0);
    expect(autocomplete.expanded).toBe(false);
  });

  it('drops the answer of a query the visitor has typed past', async () => {
    const { timers, calls, autocomplete } = setUp();
    autocomplete.setQuery('Ger');
    timers.advance(SUGGEST_DEBOUNCE_MS);
    autocomplete.setQuery('Gen');
    timers.advance(SUGGEST_DEBOUNCE_MS);
    calls[1].resolve(ok([geneva]));
    await flush();
    calls[0].resolve(ok([gerzensee]));
    await flush();
    expect(autocomplete.predictions).toEqual([geneva]);
  });

  it('moves through the predictions with the arrows and takes the chosen one on Enter', async () => {
    const { timers, calls, opened, autocomplete } = setUp();
    autocomplete.setQuery('Ge');
    timers.advance(SUGGEST_DEBOUNCE_MS);
    calls[0].resolve(ok([geneva, gerzensee]));
    await flush();
    expect(autocomplete.expanded).toBe(true);
    autocomplete.move(1);
    autocomplete.move(1);
    expect(autocomplete.active).toEqual(gerzensee);
    autocomplete.move(1);
    expect(autocomplete.activeIndex).toBe(-1);
    autocomplete.move(-1);
    expect(autocomplete.submit()).toBe(true);
    expect(opened).toEqual([gerzensee]);
    expect(autocomplete.expanded).toBe(false);
  });

  it('takes the first prediction on Enter, and lets the form search the text when there is none', async () => {
    const { timers, calls, opened, autocomplete } = setUp();
    expect(autocomplete.submit()).toBe(false);
    autocomplete.setQuery('Genève');
    timers.advance(SUGGEST_DEBOUNCE_MS);
    calls[0].resolve(ok([geneva]));
    await flush();
    expect(autocomplete.submit()).toBe(true);
    expect(opened).toEqual([geneva]);
  });

  it('empties the field and the list on Escape', async () => {
    const { timers, calls, autocomplete } = setUp();
    autocomplete.setQuery('Ge');
    timers.advance(SUGGEST_DEBOUNCE_MS);
    calls[0].resolve(ok([geneva]));
    await flush();
    autocomplete.clear();
    expect([autocomplete.query, autocomplete.predictions, autocomplete.expanded]).toEqual(['', [], false]);
  });
});

describe('placeSearchPath', () => {
  const portal = { cultures: ['de', 'fr', 'it', 'en'] as ('de' | 'fr' | 'it' | 'en')[], defaultCulture: 'de' as const };
  it('buys in the chosen place by default', () => {
    expect(placeSearchPath('place-geneve', { pathname: '/fr', search: '' }, 'fr', portal)).toBe(
      '/fr/search?tt=Sell&placeId=place-geneve',
    );
  });
  it('keeps buy or rent and the property types of the search the visitor is on', () => {
    expect(
      placeSearchPath('place-geneve', { pathname: '/fr/suisse/lausanne/louer/maisons', search: '?p=3' }, 'fr', portal),
    ).toBe('/fr/search?pt=House&tt=Rent&placeId=place-geneve');
  });
});

describe('saved searches in the header autocomplete', () => {
  it('lists the saved searches whose title holds the text above the places, and opens the one chosen', async () => {
    const timers = fakeTimers();
    const calls: ((result: Result<PlacePrediction[], DomainError>) => void)[] = [];
    const openedSearches: number[] = [];
    let reads = 0;
    const autocomplete = new PlaceAutocompleteViewModel(
      { language: 'fr', countries: ['CH'] },
      {
        autocomplete: { execute: () => new Promise((resolve) => calls.push(resolve)) },
        timers,
        open: () => undefined,
        savedSearches: async () => {
          reads += 1;
          return [
            { id: 7, title: 'Appartements à Genève' },
            { id: 8, title: 'Maisons à Lausanne' },
          ];
        },
        openSearch: (option) => openedSearches.push(option.id),
      },
    );
    autocomplete.setQuery('gen');
    await flush();
    // Letter case and accents aside: "gen" finds "Genève".
    expect(autocomplete.savedMatches.map((s) => s.id)).toEqual([7]);
    timers.advance(SUGGEST_DEBOUNCE_MS);
    calls[0](ok([geneva]));
    await flush();
    expect(autocomplete.options.map((o) => o.kind)).toEqual(['savedSearch', 'place']);
    autocomplete.setQuery('gene');
    expect(reads).toBe(1);
    autocomplete.move(1);
    expect(autocomplete.submit()).toBe(true);
    expect(openedSearches).toEqual([7]);
  });

  it('offers places only for a visitor without saved searches to read', () => {
    const { autocomplete } = setUp();
    autocomplete.setQuery('gen');
    expect(autocomplete.savedMatches).toEqual([]);
  });
});
