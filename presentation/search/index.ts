/** What other contexts' pages reuse of the search results: the card model and the listing link. */
export { type ResultCardModel, toResultCard } from './results/ResultCardModel';
export { listingHref } from './results/listingHref';
/** The suggest-save-search modal's one host (the layout); pages ask for it through presentation/shared/suggestSaveSearch. */
export { SuggestSaveSearchHost } from './saved/SuggestSaveSearchHost';
/** The navigation counter of the saved searches' unread listings (mounted once by the layout). */
export { SavedSearchesSync } from './myHome/SavedSearchesSync';
/** The no-match page's answer for a place path with a word that is no transaction (document 001 §5). */
export { unsupportedTransaction } from './routing/unsupportedTransaction';
