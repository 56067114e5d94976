/**
 * The registry of translation contexts: one folder per context, one JSON file per language
 * (config/i18n/<context>/<lang>.json, ICU MessageFormat), and a small index.ts beside them.
 *
 * Why explicit static imports rather than discovery: the catalogues are read by the Node
 * server (tsx), by Vite builds and by jest. `import.meta.glob` exists only in Vite and
 * `fs.readdir` only on the server, while a static import of JSON works in all three.
 * catalogues.test.ts fails when a folder on disk is missing from this list, so forgetting
 * to register a context cannot pass CI.
 *
 * To add a context (e.g. search):
 *   1. create config/i18n/search/{de,en,es,fr,it,pt}.json with the same keys in each;
 *   2. copy config/i18n/common/index.ts to config/i18n/search/index.ts (rename the const);
 *   3. add one import and one entry below.
 * Give keys a prefix of their own (Search.…) so contexts never collide; the test rejects a key
 * defined in two contexts, an unregistered folder, and a language whose keys differ from English.
 */
import type { ContextCatalogues } from './Catalogue';
import alerts from './alerts/index';
import agents from './agents/index';
import common from './common/index';
import content from './content/index';
import financing from './financing/index';
import identity from './identity/index';
import leads from './leads/index';
import listings from './listings/index';
import places from './places/index';
import search from './search/index';
import shell from './shell/index';
import valuation from './valuation/index';
import tracking from './tracking/index';

export const CONTEXTS = {
  common,
  shell,
  listings,
  identity,
  search,
  alerts,
  content,
  leads,
  financing,
  agents,
  places,
  valuation,
  tracking,
} satisfies Record<string, ContextCatalogues>;

export type ContextName = keyof typeof CONTEXTS;

export const CONTEXT_NAMES = Object.keys(CONTEXTS) as ContextName[];
