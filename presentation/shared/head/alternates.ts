import type { Language, Portal } from '#domain/portal/Portal';

/** An hreflang link of the head. */
export interface Alternate {
  /** A culture, or 'x-default'. */
  hreflang: string;
  href: string;
}

/**
 * One absolute URL per culture of the portal, plus x-default (the portal's default culture) for
 * everyone else: the hreflang links of any page whose path depends on its culture.
 */
export function alternates(
  portal: Pick<Portal, 'cultures' | 'defaultCulture'>,
  origin: string,
  pathIn: (culture: Language) => string,
): Alternate[] {
  return [
    ...portal.cultures.map((culture) => ({ hreflang: culture, href: origin + pathIn(culture) })),
    { hreflang: 'x-default', href: origin + pathIn(portal.defaultCulture) },
  ];
}
