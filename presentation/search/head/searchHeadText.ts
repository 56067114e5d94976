import { cutAtWord, cutMetaDescription } from '#domain/portal/TextCut';

/** Search engines show about 60 characters of a title; the brand goes last and only when it fits. */
export const HEAD_TITLE_MAX = 60;

export function headTitle(title: string, brand: string): string {
  const branded = `${title} | ${brand}`;
  return Array.from(branded).length <= HEAD_TITLE_MAX ? branded : cutAtWord(title, HEAD_TITLE_MAX);
}

/** Document 000 §5: the meta description is cut at 160 characters. */
export function searchMetaDescription(text: string): string {
  return cutMetaDescription(text);
}

/** JSON for a <script type="application/ld+json">: '<' escaped so no text can close the script element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
