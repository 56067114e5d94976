import { SEARCH_TITLE_MAX_LENGTH } from './SavedSearch';

/** Why a title typed for a saved search is refused, as a message key. */
export type SearchTitleProblem = 'SavedSearch.Rename.Required' | 'SavedSearch.Rename.TooLong';

/**
 * Document 001 §9: "search title 64 characters", counted as the service counts them
 * (validateSearchDraft: characters, not UTF-16 units). A rename needs a title: without one the
 * search keeps its automatic title.
 */
export function searchTitleProblem(title: string): SearchTitleProblem | undefined {
  const trimmed = title.trim();
  if (trimmed === '') return 'SavedSearch.Rename.Required';
  return [...trimmed].length > SEARCH_TITLE_MAX_LENGTH ? 'SavedSearch.Rename.TooLong' : undefined;
}
