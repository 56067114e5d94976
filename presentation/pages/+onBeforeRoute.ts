import type { PageContext } from 'vike/types';
import { splitCulturePrefix } from '#domain/portal/CultureResolution';
import { CULTURES } from '#domain/portal/Portal';

/**
 * A culture prefix (/fr/annonce/12) chooses the language, not the page: strip it before
 * routing so every route function sees the same path, on the server and in the browser.
 */
export default function onBeforeRoute(pageContext: PageContext) {
  const { pathname, searchOriginal } = pageContext.urlParsed;
  const { culture, rest } = splitCulturePrefix(pathname, { cultures: [...CULTURES] });
  if (!culture) return undefined;
  return { pageContext: { urlLogical: `${rest}${searchOriginal ?? ''}` } };
}
