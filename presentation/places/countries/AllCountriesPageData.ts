import type { CountryGroup } from '#domain/places/countries/countryGroups';
import type { Alternate } from '#presentation/shared/head/alternates';

export interface CountryLink {
  countryISO: string;
  name: string;
  listingCount: number;
  /** The country's search on this portal, or the home of the portal serving it (absolute). */
  href: string;
}

/** /all-countries' +data value (document 000 §2 "Country list"). */
export interface AllCountriesPageData {
  groups: { group: CountryGroup; countries: CountryLink[] }[];
  canonicalUrl: string;
  alternates: Alternate[];
  /** ShellHints (presentation/shell), spelled out: the shell reaches places, so places may not reach back. */
  shell: { page: 'other'; cache: { invalidatedBy: string[] } };
}
