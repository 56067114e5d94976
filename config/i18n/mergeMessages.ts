import { FALLBACK_LANGUAGE, type Catalogue, type ContextCatalogues } from './Catalogue';

export interface MessageOptions {
  /**
   * "Toggle debug translations" (document 000 §2, debug panel): every message becomes its own
   * key, so a tester sees which key renders where and spots hard-coded text.
   */
  debug?: boolean;
}

/**
 * Flattens the chosen contexts into one key → message map for a language. English is laid
 * down first and the language on top, so a key not yet translated shows English rather than
 * a raw key; a language the registry does not know gets English throughout.
 * Naming a context that does not exist is a programming error and throws.
 */
export function mergeMessages(
  registry: Readonly<Record<string, ContextCatalogues>>,
  language: string,
  contexts: readonly string[],
  options: MessageOptions = {},
): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const name of contexts) {
    const context = registry[name];
    if (!context) throw new Error(`Unknown translation context: ${name}`);
    const translated: Catalogue | undefined = (context as Readonly<Record<string, Catalogue>>)[language];
    Object.assign(merged, context[FALLBACK_LANGUAGE], translated);
  }
  if (options.debug) for (const key of Object.keys(merged)) merged[key] = key;
  return merged;
}
