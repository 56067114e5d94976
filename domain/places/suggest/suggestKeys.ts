const LIGATURES: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', þ: 'th' };
const GERMAN_UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue' };

function asSlug(lower: string): string {
  return lower
    .replace(/[ßæœøłđþ]/g, (c) => LIGATURES[c])
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '');
}

/**
 * What a typed text looks like as the start of a place slug (lowercase ASCII and hyphens), in
 * both ways slugs spell umlauts: dropped (zurich) and spelled out the German way (zuerich).
 * A trailing separator is kept: "la " should not match "lausanne".
 */
export function suggestKeys(input: string): string[] {
  const lower = input.toLowerCase().normalize('NFC');
  const keys = new Set([asSlug(lower), asSlug(lower.replace(/[äöü]/g, (c) => GERMAN_UMLAUTS[c]))]);
  return [...keys].filter((key) => /[a-z0-9]/.test(key));
}
