import type { AccountRole, AccountType } from '#domain/agents/Account';
import type { accountRoles, accounts, users } from '#infrastructure/db/schema';
import { DEMO_COUNTRIES, type DemoCountry } from '../demoCountries';
import { mediaUrl } from '../media/mediaPool';
import type { DemoLocality, Geography } from '../places/buildGeography';
import { LocalityPicker } from '../places/LocalityPicker';
import { slugify } from '../places/slugify';
import { Random } from '../Random';
import { emailDomain, emailLocalPart, phoneNumber } from './contactDetails';
import { FIRST_NAMES, LAST_NAMES } from './nameBanks';
import { STREETS, formatAddress } from './streetBanks';

type AccountRow = typeof accounts.$inferInsert & { id: number };
type UserRow = typeof users.$inferInsert & { id: number };
type RoleRow = typeof accountRoles.$inferInsert;

/** What listings need to know about the account publishing them. */
export interface Publisher {
  accountId: number;
  type: AccountType;
  countryIso: string;
  regionId: string;
  franchiseId?: number;
  agentIds: number[];
  mainContactId: number;
}

export interface DemoAccounts {
  accounts: AccountRow[];
  users: UserRow[];
  roles: RoleRow[];
  agenciesByRegion: Map<string, Publisher[]>;
  agenciesByCountry: Map<string, Publisher[]>;
  developersByCountry: Map<string, Publisher[]>;
}

/** Franchise brands: invented, generic names, so no real network is impersonated. */
const FRANCHISE_BRANDS = [
  'Keystone Realty',
  'Casa Nova Network',
  'Blue Door Properties',
  'Atlas Estates',
  'Habitat Partners',
];
const AGENCY_PATTERNS: Readonly<Record<string, readonly string[]>> = {
  de: ['{last} Immobilien', '{last} & Partner Immobilien', 'Immobilien {place}', '{place} Wohnen'],
  fr: ['{last} Immobilier', 'Agence {last}', 'Immobilière de {place}', '{place} Immobilier'],
  it: ['Immobiliare {last}', 'Studio Immobiliare {place}', '{last} Case', 'Agenzia {place}'],
  es: ['Inmobiliaria {last}', 'Fincas {place}', '{last} Propiedades', 'Inmuebles {place}'],
  pt: ['Imobiliária {last}', '{place} Imóveis', '{last} Mediação Imobiliária', 'Casas de {place}'],
};
const DEVELOPER_PATTERNS: Readonly<Record<string, readonly string[]>> = {
  de: ['{last} Bau AG', '{last} Wohnbau GmbH'],
  fr: ['{last} Promotion', 'Les Bâtisseurs de {place}'],
  it: ['{last} Costruzioni', 'Edilizia {place}'],
  es: ['Promociones {last}', 'Construcciones {place}'],
  pt: ['Construções {last}', '{place} Empreendimentos'],
};
const LEGAL_SUFFIX: Readonly<Record<string, string>> = {
  CH: ' AG',
  DE: ' GmbH',
  FR: ' SARL',
  IT: ' S.r.l.',
  ES: ' S.L.',
  PT: ', Lda.',
};

/**
 * Agencies of every account type with their people: franchise networks, agencies (some franchisees,
 * some branches of a parent agency), developers and data providers; each with Admin, Agent, Staff and
 * Standard members. The number of agencies grows with the number of listings.
 */
export function buildAccounts(
  seed: number,
  geography: Geography,
  listingCount: number,
  countries: readonly DemoCountry[] = DEMO_COUNTRIES,
): DemoAccounts {
  const out: DemoAccounts = {
    accounts: [],
    users: [],
    roles: [],
    agenciesByRegion: new Map(),
    agenciesByCountry: new Map(),
    developersByCountry: new Map(),
  };
  const slugs = new Set<string>();
  const logos = Array.from({ length: 12 }, (_, i) => mediaUrl(`logo-${String(i + 1).padStart(2, '0')}`));
  const avatars = Array.from({ length: 12 }, (_, i) => mediaUrl(`avatar-${String(i + 1).padStart(2, '0')}`));
  const totalAgencies = Math.min(4000, Math.max(60, Math.round(listingCount / 45)));
  const weightSum = countries.reduce((s, c) => s + c.weight, 0);

  const addAccount = (
    type: AccountType,
    name: string,
    locality: DemoLocality | undefined,
    rng: Random,
    extra: Partial<AccountRow> = {},
  ): AccountRow => {
    const id = out.accounts.length + 1;
    const slug = unique(slugify(name, 'en'), slugs);
    const language = locality?.language ?? 'en';
    const account: AccountRow = {
      id,
      type,
      name,
      slug,
      logoUrl: rng.chance(0.85) ? rng.pick(logos) : null,
      phone: locality ? phoneNumber(locality.country.iso, 'landline', rng) : null,
      email: `info@${emailDomain(slug)}`,
      website: `https://www.${emailDomain(slug)}`,
      address: locality ? formatAddress(language, rng.pick(STREETS[language] ?? STREETS.de), rng.int(1, 120)) : null,
      placeId: locality?.node.placeId ?? null,
      placeAncestorIds: locality ? [...locality.node.ancestorIds, locality.node.placeId] : [],
      countryIso: locality?.country.iso ?? null,
      relations: [],
      relatedAccountIds: [],
      isGlobalAgent: false,
      originalId: `ACC-${String(id).padStart(6, '0')}`,
      isArchived: rng.chance(0.02),
      ...extra,
    };
    out.accounts.push(account);
    return account;
  };

  const addUser = (
    account: AccountRow,
    role: AccountRole,
    language: string,
    countryIso: string,
    rng: Random,
  ): UserRow => {
    const id = out.users.length + 1;
    const first = rng.pick(FIRST_NAMES[language] ?? FIRST_NAMES.en);
    const last = rng.pick(LAST_NAMES[language] ?? LAST_NAMES.en);
    const user: UserRow = {
      id,
      slug: `${slugify(`${first} ${last}`, 'en')}-${id}`,
      fullName: `${first} ${last}`,
      email: `${emailLocalPart(first, last)}${id}@${emailDomain(account.slug)}`,
      phone: phoneNumber(countryIso, role === 'Agent' ? 'mobile' : 'landline', rng),
      avatarUrl: rng.chance(0.7) ? rng.pick(avatars) : null,
      languages: [...new Set([language, 'en', ...(rng.chance(0.3) ? [rng.pick(['de', 'fr', 'it', 'es', 'pt'])] : [])])],
      isArchived: rng.chance(0.03),
    };
    out.users.push(user);
    out.roles.push({ userId: id, accountId: account.id, role });
    return user;
  };

  const staffAccount = (
    account: AccountRow,
    locality: DemoLocality | undefined,
    rng: Random,
    agents: [number, number],
  ): Publisher => {
    const language = locality?.language ?? 'en';
    const countryIso = locality?.country.iso ?? 'CH';
    const admin = addUser(account, 'Admin', language, countryIso, rng);
    const agentIds: number[] = [];
    // Owners of small agencies sell too: the admin often also holds the Agent role.
    if (rng.chance(0.5)) {
      out.roles.push({ userId: admin.id, accountId: account.id, role: 'Agent' });
      agentIds.push(admin.id);
    }
    for (let i = rng.int(agents[0], agents[1]); i > 0; i--)
      agentIds.push(addUser(account, 'Agent', language, countryIso, rng).id);
    for (let i = rng.int(0, 2); i > 0; i--) addUser(account, 'Staff', language, countryIso, rng);
    if (rng.chance(0.4)) addUser(account, 'Standard', language, countryIso, rng);
    if (agentIds.length === 0) agentIds.push(admin.id);
    return {
      accountId: account.id,
      type: account.type,
      countryIso,
      regionId: locality?.node.parentId ?? '',
      franchiseId: account.relations?.find((r) => r.type === 'Franchise')?.from,
      agentIds,
      mainContactId: admin.id,
    };
  };

  const franchises = FRANCHISE_BRANDS.map((brand, i) => {
    const rng = Random.for(seed, 'franchise', i);
    const country = countries[i % countries.length];
    const hq = new LocalityPicker(geography.localitiesByCountry.get(country.iso) ?? []).pick(rng);
    const account = addAccount('Franchise', brand, hq, rng, { isGlobalAgent: i < 2, isArchived: false });
    staffAccount(account, hq, rng, [0, 0]);
    return account;
  });

  for (const country of countries) {
    const localities = geography.localitiesByCountry.get(country.iso) ?? [];
    const picker = new LocalityPicker(localities);
    const agencies: Publisher[] = [];
    const count = Math.max(8, Math.round((totalAgencies * country.weight) / weightSum));
    for (let i = 0; i < count; i++) {
      const rng = Random.for(seed, 'agency', country.iso, i);
      const locality = picker.pick(rng);
      const name =
        companyName(rng.pick(AGENCY_PATTERNS[locality.language] ?? AGENCY_PATTERNS.de), locality, rng) +
        (rng.chance(0.5) ? LEGAL_SUFFIX[country.iso] : '');
      const extra: Partial<AccountRow> = {};
      if (rng.chance(0.3)) {
        const franchise = rng.pick(franchises);
        extra.relations = [{ type: 'Franchise', from: franchise.id }];
        extra.relatedAccountIds = [franchise.id];
      } else if (agencies.length > 0 && rng.chance(0.1)) {
        const parent = rng.pick(agencies);
        extra.relations = [{ type: 'Parent', from: parent.accountId }];
        extra.relatedAccountIds = [parent.accountId];
      }
      const publisher = staffAccount(addAccount('Professional', name, locality, rng, extra), locality, rng, [1, 5]);
      agencies.push(publisher);
      out.agenciesByRegion.set(publisher.regionId, [
        ...(out.agenciesByRegion.get(publisher.regionId) ?? []),
        publisher,
      ]);
    }
    out.agenciesByCountry.set(country.iso, agencies);

    const developers: Publisher[] = [];
    for (let i = 0; i < Math.max(3, Math.round(count / 12)); i++) {
      const rng = Random.for(seed, 'developer', country.iso, i);
      const locality = picker.pick(rng);
      const name = companyName(rng.pick(DEVELOPER_PATTERNS[locality.language] ?? DEVELOPER_PATTERNS.de), locality, rng);
      developers.push(
        staffAccount(addAccount('Developer', name, locality, rng, { isArchived: false }), locality, rng, [1, 2]),
      );
    }
    out.developersByCountry.set(country.iso, developers);

    const rng = Random.for(seed, 'provider', country.iso);
    const capital = localities[0];
    const provider = addAccount('Provider', `${capital.node.names.en} Property Data Services`, capital, rng, {
      isArchived: false,
    });
    staffAccount(provider, capital, rng, [0, 0]);
  }
  return out;
}

function companyName(pattern: string, locality: DemoLocality, rng: Random): string {
  const last = rng.pick(LAST_NAMES[locality.language] ?? LAST_NAMES.de);
  return pattern
    .replace('{last}', last)
    .replace('{place}', locality.node.names[locality.language] ?? locality.node.names.en);
}

function unique(base: string, used: Set<string>): string {
  let slug = base;
  for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
  used.add(slug);
  return slug;
}
