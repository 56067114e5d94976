import type { ProjectCompanyRole } from '#domain/listings/projects/ProjectCompany';
import { LAST_NAMES } from '../accounts/nameBanks';
import type { Random } from '../Random';
import type { ProjectCompanyRow } from './SeedContext';

/** How a firm of each role names itself, by language (the developer's own name comes from its account). */
const FIRM_PATTERNS: Readonly<Record<Exclude<ProjectCompanyRole, 'Developer'>, Readonly<Record<string, string>>>> = {
  Architect: {
    de: '{n} Architekten',
    en: '{n} Architects',
    fr: 'Atelier {n} Architectes',
    it: 'Studio {n} Architetti',
    es: '{n} Arquitectos',
    pt: '{n} Arquitetos',
  },
  Builder: {
    de: '{n} Bau AG',
    en: '{n} Construction',
    fr: '{n} Construction SA',
    it: 'Impresa Edile {n}',
    es: 'Construcciones {n}',
    pt: 'Construtora {n}',
  },
  Marketing: {
    de: '{n} Immobilien-Vermarktung',
    en: '{n} New Homes',
    fr: '{n} Commercialisation',
    it: '{n} Vendite Immobiliari',
    es: '{n} Comercialización',
    pt: '{n} Comercialização',
  },
};

/** Ids are the project's id times this plus the position: stable, and no sequence to read while seeding. */
const COMPANIES_PER_PROJECT = 4;

/**
 * The companies behind a project: always its developer (with its portal account), an architect
 * and a builder most of the time, a marketing agency now and then.
 */
export function projectCompanies(
  projectId: number,
  developer: { accountId: number; name: string },
  language: string,
  rng: Random,
): ProjectCompanyRow[] {
  const rows: ProjectCompanyRow[] = [
    {
      id: projectId * COMPANIES_PER_PROJECT,
      projectId,
      role: 'Developer',
      name: developer.name,
      accountId: developer.accountId,
      website: null,
      position: 0,
    },
  ];
  const roles: Array<Exclude<ProjectCompanyRole, 'Developer'>> = ['Architect', 'Builder', 'Marketing'];
  const odds = { Architect: 0.85, Builder: 0.75, Marketing: 0.35 };
  for (const role of roles) {
    if (!rng.chance(odds[role])) continue;
    const surnames = LAST_NAMES[language] ?? LAST_NAMES.en;
    const surname = rng.pick(surnames);
    const name = (FIRM_PATTERNS[role][language] ?? FIRM_PATTERNS[role].en).replace('{n}', surname);
    const position = rows.length;
    rows.push({
      id: projectId * COMPANIES_PER_PROJECT + position,
      projectId,
      role,
      name,
      accountId: null,
      website: `https://www.${slug(surname)}-${role.toLowerCase()}.example`,
      position,
    });
  }
  return rows;
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
}
