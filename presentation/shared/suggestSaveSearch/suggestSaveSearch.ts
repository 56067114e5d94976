import { makeAutoObservable } from 'mobx';
import {
  shouldSuggestSaveSearch,
  SUGGEST_SAVE_SEARCH_DELAY_MS,
  type SuggestSaveSearchPage,
  type SuggestSaveSearchState,
} from '#domain/listings/favorites/Favorites';
import type { SaveSearchOrigin } from '#domain/search/saved/SavedSearch';

/** What the suggest-save-search host runs: the offer (modal) or the lead's forced save. */
export type SaveSearchOffer =
  { kind: 'suggest'; searchId: number; origin: SaveSearchOrigin } | { kind: 'saveAfterLead'; searchId: number };

/** The page the visitor is on and the search it shows or came from (?searchId=), as pages declare it. */
export interface SuggestContext {
  page: SuggestSaveSearchPage;
  searchId?: number;
}

/** Where the "shown before" state is kept (document 001 §4: "kept locally with a hasBeenShown flag and lastModified"). */
export const SUGGEST_SAVE_SEARCH_STORAGE_KEY = 'hf.suggestSaveSearch';

/**
 * The suggest-save-search modal's request, shared by what offers it (a favourite created, a lead
 * sent) and the one host that shows it (SuggestSaveSearchHost), like the login modal's; one per
 * ModalService.
 */
export class SuggestSaveSearch {
  offer: SaveSearchOffer | null = null;
  /** From an offer until its modal is closed or it showed nothing: a lead's next follow-up waits for it. */
  active = false;
  context: SuggestContext | null = null;
  /** Favourites created during the visit: the host offers the modal after each (if the rules allow). */
  favoritesCreated = 0;
  /** Searches saved through the modal: the page's own save-search button reads its search again. */
  savedVersion = 0;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  setContext(context: SuggestContext | null): void {
    this.context = context;
  }
  open(offer: SaveSearchOffer): void {
    this.offer = offer;
    this.active = true;
  }
  /** The host is done with the offer (its modal closed, or the rules showed none). */
  settled(): void {
    this.active = false;
  }
  close(): void {
    this.offer = null;
  }
  favoriteCreated(): void {
    this.favoritesCreated += 1;
  }
  saved(): void {
    this.savedVersion += 1;
  }
}

export interface AfterFavoriteDependencies {
  /** The modal's state (ModalService.suggestSaveSearch): its context, and where the offer goes. */
  modal: SuggestSaveSearch;
  /** Whether the visitor has a saved search already (GET /searches?saved=true, shallow). */
  hasSavedSearches(): Promise<boolean>;
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  now(): Date;
  wait(ms: number): Promise<void>;
}

function readState(storage: AfterFavoriteDependencies['storage']): SuggestSaveSearchState | undefined {
  try {
    const raw = storage?.getItem(SUGGEST_SAVE_SEARCH_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as SuggestSaveSearchState) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Document 001 §4 "Favourites": "One second after a favourite is created, the suggest-save-search
 * modal may open when the page is search, listing or project, no favourite searches exist, and it
 * has not been shown before". The search offered is the one the page shows or came from; a page
 * without one has nothing to offer.
 */
export async function offerAfterFavorite(deps: AfterFavoriteDependencies): Promise<boolean> {
  await deps.wait(SUGGEST_SAVE_SEARCH_DELAY_MS);
  const context = deps.modal.context;
  if (!context?.searchId) return false;
  const state = readState(deps.storage);
  if (!shouldSuggestSaveSearch({ page: context.page, hasFavoriteSearches: false, state })) return false;
  if (await deps.hasSavedSearches()) return false;
  try {
    deps.storage?.setItem(
      SUGGEST_SAVE_SEARCH_STORAGE_KEY,
      JSON.stringify({ hasBeenShown: true, lastModified: deps.now().toISOString() } satisfies SuggestSaveSearchState),
    );
  } catch {
    // Storage refused (private mode, quota): the modal may show again on a later favourite.
  }
  deps.modal.open({ kind: 'suggest', searchId: context.searchId, origin: 'ManuallySavedSearchAfterFavorite' });
  return true;
}
