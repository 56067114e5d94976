/**
 * Translation catalogues for every page: `getMessages(language, contexts?)` returns a flat
 * key → ICU message map for react-intl (presentation/i18n/I18nProvider).
 *
 * The server calls it once per request for the resolved culture and hands the result to the
 * page (pageContext.messages), so the browser receives one language, never the whole set.
 * Contexts are registered in ./contexts.ts; read its header to add one.
 *
 * Key naming: dot-separated PascalCase segments, <Area>.<Part>.<Name>. Keys the documents name
 * are kept verbatim (Immobox.Validations.Required, Toasts.SearchAlert.Subscribe, …); new keys
 * follow the documents' prefixes where one fits (ItemDetails.… for the listing page, as
 * domain/listings emits) and otherwise name their context (Shell.…, Listings.… for the listing
 * vocabulary shared with search). No key is also the prefix of another key, so the flat map
 * could be nested one day without clashes.
 */
import { CULTURES } from '#domain/portal/Portal';
import { FALLBACK_LANGUAGE } from './Catalogue';
import { CONTEXT_NAMES, CONTEXTS, type ContextName } from './contexts';
import { mergeMessages, type MessageOptions } from './mergeMessages';

export { CONTEXT_NAMES, CONTEXTS, type ContextName } from './contexts';
export { FALLBACK_LANGUAGE, type Catalogue, type ContextCatalogues } from './Catalogue';
export type { MessageOptions } from './mergeMessages';

export type Messages = Readonly<Record<string, string>>;

// Every request asks for one of a handful of (language, contexts, debug) combinations, so the
// merged maps are kept; they are frozen because callers share them. An unknown language is
// folded into English before it reaches the cache key, so visitor input cannot grow the cache.
const cache = new Map<string, Messages>();

export function getMessages(
  // A Language, or whatever a visitor sent (folded into English above).
  language: string,
  contexts: readonly ContextName[] = CONTEXT_NAMES,
  options: MessageOptions = {},
): Messages {
  const known = (CULTURES as readonly string[]).includes(language) ? language : FALLBACK_LANGUAGE;
  const key = `${known}|${contexts.join(',')}|${options.debug ? 'keys' : 'text'}`;
  let messages = cache.get(key);
  if (!messages) {
    messages = Object.freeze(mergeMessages(CONTEXTS, known, contexts, options));
    cache.set(key, messages);
  }
  return messages;
}
