import type { PageContext } from 'vike/types';
import type { ShellHints } from './ShellHints';

/**
 * Vike's error page (404 or server error). is404 is null on other pages and reaches the
 * browser; the error page's data also says so (ShellHints.errorPage) for a server error.
 */
export function isErrorPage(pageContext: Pick<PageContext, 'is404'>, hints: ShellHints): boolean {
  return hints.errorPage === true || pageContext.is404 === true;
}
