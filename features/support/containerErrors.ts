import type { BrowserContext } from 'playwright-core';

/** inversify's words for a token nobody bound: a part resolved a module its page did not load. */
const UNBOUND_TOKEN = /No bindings found for service/;

/**
 * Fails the scenario when a page of `context` resolved a token its container has not loaded (a page
 * whose `browserModules` misses a module its parts resolve, docs/pages.md §6): the error may be
 * caught by React and only logged, or thrown in a click's handler, and the step could still pass.
 * Call the returned check after the scenario.
 */
export function watchUnboundTokens(context: BrowserContext): () => void {
  const errors: string[] = [];
  const seen = (text: string) => {
    if (UNBOUND_TOKEN.test(text)) errors.push(text.split('\n')[0]);
  };
  context.on('weberror', (error) => seen(String(error.error().message ?? error.error())));
  context.on('console', (message) => {
    if (message.type() === 'error') seen(message.text());
  });
  return () => {
    if (errors.length > 0)
      throw new Error(`A page resolved a token its container had not loaded (docs/pages.md §6): ${errors.join('; ')}`);
  };
}
