import type { Random } from '../Random';

/** Landline and mobile prefixes per country, in international format (fictional subscriber numbers). */
const PHONE_FORMATS: Readonly<
  Record<string, { landline: readonly string[]; mobile: readonly string[]; pattern: string }>
> = {
  CH: {
    landline: ['+41 44', '+41 22', '+41 21', '+41 31', '+41 61', '+41 91'],
    mobile: ['+41 79', '+41 78', '+41 76'],
    pattern: 'ddd dd dd',
  },
  FR: { landline: ['+33 1', '+33 4', '+33 5', '+33 2', '+33 3'], mobile: ['+33 6', '+33 7'], pattern: 'dd dd dd dd' },
  PT: {
    landline: ['+351 21', '+351 22', '+351 289', '+351 239'],
    mobile: ['+351 91', '+351 93', '+351 96'],
    pattern: 'ddd dddd',
  },
  ES: { landline: ['+34 91', '+34 93', '+34 95', '+34 96'], mobile: ['+34 6dd', '+34 7dd'], pattern: 'ddd ddd' },
  IT: { landline: ['+39 02', '+39 06', '+39 055', '+39 011'], mobile: ['+39 3dd'], pattern: 'ddd dddd' },
  DE: {
    landline: ['+49 30', '+49 89', '+49 40', '+49 69', '+49 221'],
    mobile: ['+49 151', '+49 160', '+49 171'],
    pattern: 'dddddddd',
  },
};

export function phoneNumber(countryIso: string, kind: 'landline' | 'mobile', rng: Random): string {
  const format = PHONE_FORMATS[countryIso] ?? PHONE_FORMATS.CH;
  const digits = (template: string) => template.replace(/d/g, () => String(rng.int(0, 9)));
  return `${digits(rng.pick(format[kind]))} ${digits(format.pattern)}`;
}

/** Addresses on the reserved .example domain (RFC 2606): demo data must never mail a real person. */
export const emailDomain = (slug: string): string => `${slug}.example`;

/** E-mail local part: lowercase ASCII of "first.last". */
export function emailLocalPart(first: string, last: string): string {
  return `${first}.${last}`
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z.]/g, '');
}
