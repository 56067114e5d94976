import type { PageContext } from 'vike/types';
import { isServerOnlyPath } from '#presentation/shared/routing/serverOnlyPaths';

/**
 * Document 000 §2: "Anything else shows a not-found or no-match page. The no-match page first
 * tries to load a content page for the URL." Every path no other page takes comes here (the
 * lowest precedence); the data hook loads the URL entry, and answers 404 when there is none.
 */
export default function route(pageContext: PageContext) {
  const path = pageContext.urlPathname;
  // A control character (a NUL from `%00`) names no content page, and PostgreSQL refuses it in text.
  if (path === '/' || path.length > 500 || /[\u0000-\u001f\u007f]/.test(path)) return false;
  // A server-only path is no content page: unrouted, a link to it leaves the browser's router.
  if (isServerOnlyPath(path)) return false;
  return { precedence: -10 };
}
