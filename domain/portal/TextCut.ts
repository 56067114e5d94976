/**
 * Text cuts from document 000 §5 and §9. Lengths count Unicode code points, so an emoji or an
 * accented letter never splits in half. Whitespace runs (a title's line breaks, a
 * description's paragraphs) collapse to single spaces first: every cut text is a single line.
 * A cut text ends with one ellipsis character "…" (U+2026) after any trailing spaces and
 * separators (",", ";", ":", ".", "-", "–", "—", "/", "(") are dropped, so "flat, …" reads "flat…".
 */
export const ELLIPSIS = '…';
export const TITLE_CUT = 70;
export const TITLE_CUT_MAX = 85;
export const META_DESCRIPTION_MAX = 160;
export const HEADLINE_MAX = 110;

/**
 * Displayed listing title: "cut near 70 (up to 85 at a word boundary)". Precisely:
 * 1. A title of at most 70 characters is shown whole.
 * 2. Otherwise it ends at the first word boundary between 70 and 85 characters. The end of
 *    the text counts as a boundary, so a title whose last word ends by 85 is shown whole.
 * 3. With no boundary there, it ends at the last word boundary before 70 ("near 70"),
 * 4. and a first word longer than 70 characters is cut hard at 70.
 * The ellipsis comes after the kept text (at most 85 + 1 characters on screen): the limit is
 * visual, not a storage or SEO limit, so it does not need to absorb the ellipsis.
 */
export function cutTitle(text: string): string {
  const chars = codePoints(text);
  if (chars.length <= TITLE_CUT) return chars.join('');
  for (let i = TITLE_CUT; i <= Math.min(TITLE_CUT_MAX, chars.length); i += 1) {
    if (i === chars.length) return chars.join('');
    if (chars[i] === ' ') return withEllipsis(chars.slice(0, i));
  }
  const before = chars.lastIndexOf(' ', TITLE_CUT - 1);
  return withEllipsis(chars.slice(0, before > 0 ? before : TITLE_CUT));
}

/** Meta description: at most 160 characters, ellipsis included (document 000 §5). */
export function cutMetaDescription(text: string): string {
  return cutAtWord(text, META_DESCRIPTION_MAX);
}

/** Structured-data headline: at most 110 characters, ellipsis included (document 000 §9). */
export function cutHeadline(text: string): string {
  return cutAtWord(text, HEADLINE_MAX);
}

/**
 * A hard limit `max`, ellipsis included: search engines and schema.org validators count every
 * character. Keeps the longest run of whole words that fits with the ellipsis; a first word
 * longer than that is cut hard.
 */
export function cutAtWord(text: string, max: number): string {
  const chars = codePoints(text);
  if (chars.length <= max) return chars.join('');
  const budget = max - ELLIPSIS.length;
  const boundary = chars.lastIndexOf(' ', budget);
  return withEllipsis(chars.slice(0, boundary > 0 ? boundary : budget));
}

const TRAILING_SEPARATORS = /[\s,;:.\-–—/(]+$/u;

function withEllipsis(kept: string[]): string {
  return kept.join('').replace(TRAILING_SEPARATORS, '') + ELLIPSIS;
}

function codePoints(text: string): string[] {
  return Array.from(text.replace(/\s+/gu, ' ').trim());
}
