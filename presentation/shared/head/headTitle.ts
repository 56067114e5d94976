import { cutAtWord } from '#domain/portal/TextCut';

/** Search engines show about 60 characters of a title; the brand goes last and only when it fits. */
export const HEAD_TITLE_MAX = 60;

export function headTitle(title: string, brand: string): string {
  const branded = `${title} | ${brand}`;
  return Array.from(branded).length <= HEAD_TITLE_MAX ? branded : cutAtWord(title, HEAD_TITLE_MAX);
}
