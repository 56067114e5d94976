/** Longest slug a place may have (document 001 §5: "place slug 90"). */
export const MAX_SLUG_LENGTH = 90;

const LIGATURES: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', þ: 'th' };
const GERMAN_UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue' };

/**
 * A URL slug: lowercase ASCII letters, digits and single hyphens, at most 90 characters.
 * German slugs spell umlauts the German way (Zürich → zuerich), as German-speaking portals do;
 * other languages drop the accent (zurich).
 */
export function slugify(text: string, language: string): string {
  let lower = text.toLowerCase();
  if (language === 'de') lower = lower.replace(/[äöü]/g, (c) => GERMAN_UMLAUTS[c]);
  const ascii = lower
    .replace(/[ßæœøłđþ]/g, (c) => LIGATURES[c])
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  const slug = ascii.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return slug.length <= MAX_SLUG_LENGTH ? slug : slug.slice(0, MAX_SLUG_LENGTH).replace(/-+$/, '');
}
