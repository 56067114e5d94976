import type { PageContextServer } from 'vike/types';
import type { ShellHints } from '../ShellHints';
import { PAGE_IS_NOT_FOUND } from '#domain/content/contentRules';
import { isClientError } from './isClientError';

export interface ErrorPageData {
  shell: ShellHints;
  /** The stack trace, only in debug mode (document 000 §2: "in debug mode it shows stack traces instead of the image"). */
  debugDetails: string | null;
  /** Document 000 §8: "Content page missing | 'Errors.Message.PageIsNotFound'" (the no-match page tries content first). */
  notFoundMessage: typeof PAGE_IS_NOT_FOUND | null;
}

/**
 * Runs on the server with the failed render's error. The stack reaches the browser only in
 * debug mode (DEBUG_MODE, carried on the request context).
 */
export function loadErrorPageData(pageContext: PageContextServer): ErrorPageData {
  const debug = pageContext.requestContext?.debug === true;
  return {
    shell: { errorPage: true, robots: { noindex: true } },
    debugDetails:
      debug && !isClientError(pageContext)
        ? describe(pageContext.errorWhileRendering ?? pageContext.abortReason)
        : null,
    notFoundMessage:
      pageContext.is404 === true || pageContext.abortReason === PAGE_IS_NOT_FOUND ? PAGE_IS_NOT_FOUND : null,
  };
}

function describe(error: unknown): string | null {
  if (error === undefined || error === null) return null;
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return typeof error === 'string' ? error : JSON.stringify(error, null, 2);
}
