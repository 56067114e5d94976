import { flow, makeAutoObservable } from 'mobx';
import type { PlacePrediction } from '#application/places/ports';
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
}

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

  private timer: unknown = undefined;
  private readonly latest = new LatestRequest();

  constructor(
    private readonly settings: PlaceAutocompleteSettings,
    private readonly deps: PlaceAutocompleteDependencies,
  ) {
    makeAutoObservable<this, 'timer' | 'latest' | 'deps' | 'settings' | 'fetch'>(
      this,
      { settings: false, deps: false, timer: false, latest: false, fetch: false },
      { autoBind: true },
    );
  }

  get active(): PlacePrediction | undefined {
    return this.activeIndex >= 0 ? this.predictions[this.activeIndex] : undefined;
  }

  get expanded(): boolean {
    return this.open && (this.predictions.length > 0 || this.empty);
  }

  setQuery(text: string): void {
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

  /** Arrow keys: through the predictions and back to the field. */
  move(step: 1 | -1): void {
    if (this.predictions.length === 0) return;
    this.open = true;
    const next = this.activeIndex + step;
    this.activeIndex = next < -1 ? this.predictions.length - 1 : next >= this.predictions.length ? -1 : next;
  }

  choose(prediction: PlacePrediction): void {
    this.close();
    this.query = prediction.mainText;
    this.deps.open(prediction);
  }

  /** Enter: the prediction under the arrow, else the first; false when there is none to take. */
  submit(): boolean {
    const prediction = this.active ?? this.predictions[0];
    if (!prediction) return false;
    this.choose(prediction);
    return true;
  }

  private fetchNow(): void {
    const input = this.query.trim();
    this.latest.start((signal) => this.fetch(input, signal));
  }

  private fetch = flow(function* fetch(this: PlaceAutocompleteViewModel, input: string, signal: AbortSignal) {
    this.loading = true;
    const result: Awaited<ReturnType<AutocompletePlacesHandler['execute']>> = yield this.deps.autocomplete.execute({
      input,
      language: this.settings.language,
      allowedCountries: this.settings.countries,
      count: SUGGEST_COUNT,
    });
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
