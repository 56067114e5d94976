import type { PageContextServer } from 'vike/types';
import type { ShellHints } from '../ShellHints';
import { PAGE_IS_NOT_FOUND } from '#domain/content/contentRules';
import { DOCUMENT_TEXT_KEYS } from '#presentation/shared/i18n/documentTextKeys';
import { isClientError } from './isClientError';

export interface ErrorPageData {
  shell: ShellHints;
  /** The stack trace, only in debug mode (document 000 §2: "in debug mode it shows stack traces instead of the image"). */
  debugDetails: string | null;
  /**
   * The catalogue key of why nothing was found: document 000 §8 "Content page missing |
   * 'Errors.Message.PageIsNotFound'" (the no-match page tries content first), or a document text the
   * page aborted with (document 001 §5 'Transaction slug is not supported').
   */
  notFoundMessage: string | null;
  /** The answer's status: the page says 400, 404 or 410 as the visitor's request got it (document 001 §8). */
  status: number;
  /** Why the request was refused, as the documents word it ('Agency is archived' for 410), when the page knows. */
  reason: string | null;
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
    notFoundMessage: notFoundMessageOf(pageContext),
    status: clientStatus(pageContext),
    reason: reasonOf(pageContext.abortReason),
  };
}

function notFoundMessageOf(pageContext: PageContextServer): string | null {
  const reason: unknown = pageContext.abortReason;
  const message = typeof reason === 'object' && reason !== null && 'message' in reason ? reason.message : undefined;
  const documentKey = typeof message === 'string' ? DOCUMENT_TEXT_KEYS[message] : undefined;
  if (documentKey) return documentKey;
  return pageContext.is404 === true || reason === PAGE_IS_NOT_FOUND ? PAGE_IS_NOT_FOUND : null;
}

/** 404 unless the page was aborted with another client status (400 malformed, 410 gone). */
function clientStatus(pageContext: PageContextServer): number {
  const status = pageContext.abortStatusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : 404;
}

/** The message of a render(status, reason): a text, or a domain error's `{ code, message }`. */
function reasonOf(reason: unknown): string | null {
  if (typeof reason === 'string') return reason;
  if (reason && typeof reason === 'object' && typeof (reason as { message?: unknown }).message === 'string')
    return (reason as { message: string }).message;
  return null;
}

function describe(error: unknown): string | null {
  if (error === undefined || error === null) return null;
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return typeof error === 'string' ? error : JSON.stringify(error, null, 2);
}
