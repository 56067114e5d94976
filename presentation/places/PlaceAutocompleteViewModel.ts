import { flow, makeAutoObservable } from 'mobx';
import type { PlacePrediction } from '#application/places/calls';
import type { AutocompletePlacesHandler } from '#application/places/queries/AutocompletePlaces';
import { LatestRequest } from '#presentation/shared/async/LatestRequest';

/** Document 001 §9: "Suggest: radius 100000, debounce 500 ms". */
export const SUGGEST_DEBOUNCE_MS = 500;
/** Fewer letters than this name too many places to be worth a request. */
export const SUGGEST_MIN_LENGTH = 2;
export const SUGGEST_COUNT = 8;

export interface AutocompleteTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface PlaceAutocompleteDependencies {
  autocomplete: Pick<AutocompletePlacesHandler, 'execute'>;
  timers: AutocompleteTimers;
  /** Goes to the search page of a chosen place (client navigation in the browser). */
  open(prediction: PlacePrediction): void;
  /**
   * The visitor's saved searches, read once when the box is first used ("saved
   * searches also appear in the header autocomplete"); absent for a visitor who has none to read.
   */
  savedSearches?(): Promise<SavedSearchOption[]>;
  /** Opens a saved search chosen in the box (its search page, which marks its listings read). */
  openSearch?(option: SavedSearchOption): void;
}

/** A saved search as the box offers it. */
export interface SavedSearchOption {
  id: number;
  title: string;
}

/** What the list under the box holds: the visitor's matching saved searches first, then places. */
export type AutocompleteOption =
  { kind: 'savedSearch'; search: SavedSearchOption } | { kind: 'place'; prediction: PlacePrediction };

/** At most this many saved searches above the places. */
export const SAVED_SEARCH_SUGGESTIONS = 3;

export interface PlaceAutocompleteSettings {
  language: string;
  /** The portal's countries (document 001 §9: "countries restricted to allowed ones"). */
  countries: readonly string[];
}

/**
 * The header's place search (document 000 §2 "autocomplete search"): predictions for what the
 * visitor types, 500 ms after the last keystroke, from GET /svc/places/places/autocomplete; a
 * newer query cancels the request still running. Choosing one goes to that place's search.
 */
export class PlaceAutocompleteViewModel {
  query = '';
  predictions: PlacePrediction[] = [];
  /** The prediction the arrow keys are on; -1 for none. */
  activeIndex = -1;
  open = false;
  loading = false;
  /** The last request answered with no prediction. */
  empty = false;
  savedSearches: SavedSearchOption[] = [];
  private savedRequested = false;

  private timer: unknown = undefined;
  private readonly latest = new LatestRequest();

  constructor(
    private readonly settings: PlaceAutocompleteSettings,
    private readonly deps: PlaceAutocompleteDependencies,
  ) {
    makeAutoObservable<this, 'timer' | 'latest' | 'deps' | 'settings' | 'fetch' | 'savedRequested'>(
      this,
      { settings: false, deps: false, timer: false, latest: false, fetch: false, savedRequested: false },
      { autoBind: true },
    );
  }

  /** The saved searches whose title holds what is typed (letter case and accents aside). */
  get savedMatches(): SavedSearchOption[] {
    const query = fold(this.query.trim());
    if (query.length < SUGGEST_MIN_LENGTH) return [];
    return this.savedSearches.filter((search) => fold(search.title).includes(query)).slice(0, SAVED_SEARCH_SUGGESTIONS);
  }

  get options(): AutocompleteOption[] {
    return [
      ...this.savedMatches.map((search) => ({ kind: 'savedSearch' as const, search })),
      ...this.predictions.map((prediction) => ({ kind: 'place' as const, prediction })),
    ];
  }

  get activeOption(): AutocompleteOption | undefined {
    return this.activeIndex >= 0 ? this.options[this.activeIndex] : undefined;
  }

  get active(): PlacePrediction | undefined {
    const option = this.activeOption;
    return option?.kind === 'place' ? option.prediction : undefined;
  }

  get expanded(): boolean {
    return this.open && (this.options.length > 0 || this.empty);
  }

  setQuery(text: string): void {
    this.loadSavedSearches();
    this.query = text;
    this.activeIndex = -1;
    this.stop();
    if (text.trim().length < SUGGEST_MIN_LENGTH) {
      this.predictions = [];
      this.empty = false;
      this.open = false;
      return;
    }
    this.open = true;
    this.timer = this.deps.timers.setTimeout(() => {
      this.timer = undefined;
      this.fetchNow();
    }, SUGGEST_DEBOUNCE_MS);
  }

  /** Escape: the field is emptied, the list goes. */
  clear(): void {
    this.setQuery('');
  }
  show(): void {
    if (this.query.trim().length >= SUGGEST_MIN_LENGTH) this.open = true;
  }
  close(): void {
    this.open = false;
    this.activeIndex = -1;
  }

  /** Arrow keys: through the options and back to the field. */
  move(step: 1 | -1): void {
    const count = this.options.length;
    if (count === 0) return;
    this.open = true;
    const next = this.activeIndex + step;
    this.activeIndex = next < -1 ? count - 1 : next >= count ? -1 : next;
  }

  chooseOption(option: AutocompleteOption): void {
    if (option.kind === 'place') return this.choose(option.prediction);
    this.close();
    this.query = option.search.title;
    this.deps.openSearch?.(option.search);
  }

  choose(prediction: PlacePrediction): void {
    this.close();
    this.query = prediction.mainText;
    this.deps.open(prediction);
  }

  /** Enter: the option under the arrow, else the first place; false when there is none to take. */
  submit(): boolean {
    const option = this.activeOption;
    if (option) {
      this.chooseOption(option);
      return true;
    }
    const prediction = this.predictions[0];
    if (!prediction) return false;
    this.choose(prediction);
    return true;
  }

  private loadSavedSearches(): void {
    if (this.savedRequested || !this.deps.savedSearches) return;
    this.savedRequested = true;
    void this.deps.savedSearches().then(
      (searches) => this.setSavedSearches(searches),
      () => undefined,
    );
  }

  setSavedSearches(searches: SavedSearchOption[]): void {
    this.savedSearches = searches;
  }

  private fetchNow(): void {
    const input = this.query.trim();
    this.latest.start((signal) => this.fetch(input, signal));
  }

  private fetch = flow(function* fetch(this: PlaceAutocompleteViewModel, input: string, signal: AbortSignal) {
    this.loading = true;
    const result = (yield this.deps.autocomplete.execute({
      input,
      language: this.settings.language,
      allowedCountries: this.settings.countries,
      count: SUGGEST_COUNT,
    })) as Awaited<ReturnType<AutocompletePlacesHandler['execute']>>;
    if (signal.aborted) return;
    this.loading = false;
    // A failed suggestion is no reason to interrupt the visitor: the form still searches the text.
    this.predictions = result.ok ? result.value : [];
    this.empty = result.ok && result.value.length === 0;
  });

  private stop(): void {
    this.deps.timers.clearTimeout(this.timer);
    this.timer = undefined;
    this.latest.stop();
    this.loading = false;
  }

  dispose(): void {
    this.stop();
  }
}

const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
