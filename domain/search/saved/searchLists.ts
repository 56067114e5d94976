/*
 * The visitor's lists of searches (document 001 §9): "Recent searches page 5; saved searches 100
 * (1 when shallow)"; "my home page 10". Recent ones sort -lastExecutionDate, saved ones -creationDate.
 */
export const RECENT_SEARCHES_COUNT = 5;
export const SAVED_SEARCHES_COUNT = 100;
export const MY_HOME_PAGE = 10;

/**
 * The next page of saved searches my home appends ("Infinite scroll on my home appends pages",
 * document 001 §4) after `loaded` of `total`: pages of 10, never past the 100 saved searches;
 * undefined when none is left.
 */
export function nextSavedSearchesPage(loaded: number, total: number): { count: number; skip: number } | undefined {
  const end = Math.min(total, SAVED_SEARCHES_COUNT);
  if (loaded >= end) return undefined;
  return { count: Math.min(MY_HOME_PAGE, SAVED_SEARCHES_COUNT - loaded), skip: loaded };
}
