import { notFound, type DomainError } from '../shared/DomainError';
import { err, ok, type Result } from '../shared/Result';
import { MORTGAGE_ELIGIBILITY } from '../financing/mortgageRules';
import type { ContentHeading, ContentModule, ContentPage } from './ContentPage';

/** Document 000 §8: "Content page missing | 'Errors.Message.PageIsNotFound'". */
export const PAGE_IS_NOT_FOUND = 'Errors.Message.PageIsNotFound';
/** Document 000 §8: "Content page without modules | 'Errors.Message.PageIsEmpty'". */
export const PAGE_IS_EMPTY = 'Errors.Message.PageIsEmpty';
/** Document 001 §8: the form call's failure message. */
export const CONTENTS_FORM_ERROR = 'Contents form error';

export const pageNotFound = (): DomainError => notFound('CONTENT_PAGE_NOT_FOUND', PAGE_IS_NOT_FOUND);

/**
 * Document 000 §2: "A page whose hreflang cultures exclude the current culture is treated as not
 * found (status 404)." A page that names no cultures is shown in every culture.
 */
export function pageForCulture(page: ContentPage, culture: string): Result<ContentPage, DomainError> {
  if (page.hrefLangCultures.length > 0 && !page.hrefLangCultures.includes(culture)) return err(pageNotFound());
  return ok(page);
}

/** Document 000 §8: a page without modules shows 'Errors.Message.PageIsEmpty'. */
export const isEmptyPage = (page: Pick<ContentPage, 'modules'>): boolean => page.modules.length === 0;

/** Document 000 §2: "The article layout shows a table of contents built from the HTML modules." */
export function tableOfContents(modules: readonly ContentModule[]): ContentHeading[] {
  return modules.flatMap((module) => (module.kind === 'html' ? module.headings : []));
}

/**
 * A path as the content service keys it: lower case, one leading slash, no trailing slash, no
 * query or fragment. Paths are compared in this form on both sides of the contract.
 */
export function normaliseContentPath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = bare.replace(/\/+$/, '').replace(/^\/+/, '');
  return `/${trimmed.toLowerCase()}`;
}

/** An id for a heading: the words in lower case joined by dashes, letters of every language kept. */
export function headingId(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'section'
  );
}

/**
 * A page's links to the portal's own pages, in the culture it is shown in (`localPath` adds the culture's
 * /{culture} prefix): every module's `link` and every `href="/…"` of its sanitised HTML. Links elsewhere,
 * anchors and protocol-relative ones are kept, so are links already under the prefix.
 */
export function localiseContentLinks(page: ContentPage, localPath: (path: string) => string): ContentPage {
  const same = (path: string) =>
    path === localPath('/') || (localPath('/') !== '/' && path.startsWith(`${localPath('/')}/`));
  const local = (path: string) =>
    path.startsWith('/') && !path.startsWith('//') && !same(path) ? localPath(path) : path;
  const walk = (value: unknown, key?: string): unknown => {
    if (Array.isArray(value)) return value.map((item) => walk(item));
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, walk(inner, name)]));
    if (typeof value !== 'string') return value;
    if (key === 'link') return local(value);
    if (key === 'html' || key === 'answer')
      return value.replace(/href="(\/[^"]*)"/g, (_whole, path: string) => `href="${local(path)}"`);
    return value;
  };
  return { ...page, modules: page.modules.map((module) => walk(module) as ContentModule) };
}

/**
 * The modules a portal shows: the mortgage lead module embeds the Swiss calculator (CHF, FINMA
 * ratios), which applies only where its rules do (document 001 §9 "eligibility: CH"): on a portal
 * that lists Swiss property (the Swiss and the international ones), not on the French or the
 * Portuguese one, which would offer a Swiss mortgage to a buyer in France.
 */
export function modulesForPortal(page: ContentPage, portalCountries: readonly string[]): ContentPage {
  const applies = (module: ContentModule) =>
    module.kind !== 'mortgageLead' || portalCountries.includes(MORTGAGE_ELIGIBILITY.countryISO);
  return { ...page, modules: page.modules.filter(applies) };
}
