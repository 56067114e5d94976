import { COUNTRY_GROUPS, type CountryGroup } from '#domain/portal/PortalDirectory';

/*
 * The country groups of the country list are the regional picker's (document 000 §2 "Regional pickers":
 * Africa, Asia, Europe, LatinAmerica, NorthAmerica), in the documents' order. Oceania is not one of
 * them: its countries join Asia.
 */
export { COUNTRY_GROUPS, type CountryGroup };

const AFRICA =
  'DZ AO BJ BW BF BI CV CM CF TD KM CG CD CI DJ EG GQ ER SZ ET GA GM GH GN GW KE LS LR LY MG MW ML MR MU YT MA MZ NA NE NG RE RW SH ST SN SC SL SO ZA SS SD TZ TG TN UG EH ZM ZW';
const EUROPE =
  'AD AL AT AX BA BE BG BY CH CY CZ DE DK EE ES FI FO FR GB GG GI GR HR HU IE IM IS IT JE LI LT LU LV MC MD ME MK MT NL NO PL PT RO RS RU SE SI SJ SK SM UA VA XK';
const LATIN_AMERICA =
  'AG AI AR AW BB BL BO BQ BR BS BZ CL CO CR CU CW DM DO EC FK GD GF GP GT GY HN HT JM KN KY LC MF MQ MS MX NI PA PE PR PY SR SV SX TC TT UY VC VE VG VI';
const NORTH_AMERICA = 'BM CA GL PM US UM';

const GROUP_OF: ReadonlyMap<string, CountryGroup> = new Map([
  ...AFRICA.split(' ').map((iso) => [iso, 'Africa'] as const),
  ...EUROPE.split(' ').map((iso) => [iso, 'Europe'] as const),
  ...LATIN_AMERICA.split(' ').map((iso) => [iso, 'LatinAmerica'] as const),
  ...NORTH_AMERICA.split(' ').map((iso) => [iso, 'NorthAmerica'] as const),
]);

/** The group of an ISO 3166-1 alpha-2 code; every code not in Africa, Europe or the Americas is Asia (with Oceania). */
export function countryGroupOf(countryISO: string): CountryGroup {
  return GROUP_OF.get(countryISO.toUpperCase()) ?? 'Asia';
}

export interface CountryEntry {
  countryISO: string;
  name: string;
  listingCount: number;
}

/** The countries by group in the documents' order (empty groups left out), each group by name in the visitor's language. */
export function groupCountries<T extends CountryEntry>(
  countries: readonly T[],
  language: string,
): { group: CountryGroup; countries: T[] }[] {
  const collator = new Intl.Collator(language);
  return COUNTRY_GROUPS.map((group) => ({
    group,
    countries: countries
      .filter((country) => countryGroupOf(country.countryISO) === group)
      .sort((a, b) => collator.compare(a.name, b.name)),
  })).filter((entry) => entry.countries.length > 0);
}
