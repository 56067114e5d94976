import { readdirSync, readFileSync } from 'node:fs';
import { enableStaticRendering } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Account, User } from '#domain/agents/Account';
import type { Listing } from '#domain/listings/Listing';
import { aListing } from '#test/mothers/domain/ListingMother';
import type { Language } from '#domain/portal/Portal';
import { financingViewModels } from '#presentation/financing/viewModels';
import { leadsViewModels } from '#presentation/leads/viewModels';
import { listingsViewModels } from '#presentation/listings/viewModels';
import { contactViewModels } from '#presentation/shared/contact/viewModels';
import { InsuranceOffersOnThePage as InsuranceOffersOnThePageClass } from '#presentation/financing/insurance/InsuranceOffersOnThePage';
import { InsuranceOffersOnThePage } from '#presentation/financing/tokens';
import { ContainerContext } from '#presentation/shared/di/ContainerContext';
import { viewModelTestContainer } from '#test/harness/presentation/viewModelTestContainer';
import { I18nProvider } from '#presentation/shared/i18n';
import { ListingPageContext } from '#presentation/listings/ListingPageContext';
import type { ListingPageData } from '#presentation/listings/ListingPageData';
import { ListingPageViewModel, type ListingPageSettings } from '#presentation/listings/ListingPageViewModel';
import { listingAlternates } from '#presentation/listings/routing/listingUrls';

// As on the server: observers render once and subscribe to nothing (no reactions left behind).
enableStaticRendering(true);

/**
 * Test data and rendering for the listing page. The catalogue is read from disk rather than
 * imported: presentation code may not import config/, and the test wants the real messages.
 */
export function catalogue(language: Language): Record<string, string> {
  // Every context's catalogue: the listing page hosts sections of other contexts (leads, financing).
  const root = new URL('../../../config/i18n/', import.meta.url);
  const contexts = readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return Object.assign(
    {},
    ...contexts.map(
      (context) =>
        JSON.parse(readFileSync(new URL(`${context.name}/${language}.json`, root), 'utf8')) as Record<string, string>,
    ),
  ) as Record<string, string>;
}

export const anAgent = (overrides: Partial<User> = {}): User => ({
  id: 77,
  slug: 'claire-martin',
  fullName: 'Claire Martin',
  email: 'claire.martin@agence-lac.example',
  phone: '+41 22 555 01 77',
  bio: 'Twenty years selling homes on the lake shore.',
  languages: ['fr', 'en'],
  isArchived: false,
  accountsRoles: [{ role: 'Agent', accountId: 501 }],
  ...overrides,
});

export const anAgency = (overrides: Partial<Account> = {}): Account => ({
  id: 501,
  type: 'Professional',
  name: 'Agence du Lac',
  slug: 'agence-du-lac',
  phone: '+41 22 555 01 00',
  email: 'contact@agence-lac.example',
  address: 'Quai du Mont-Blanc 5, 1201 Genève',
  relations: [],
  relatedAccountIds: [],
  isGlobalAgent: false,
  originalId: 'acc-501',
  isArchived: false,
  ...overrides,
});

export const SETTINGS: ListingPageSettings = {
  culture: 'en',
  currency: 'CHF',
  portal: {
    id: 'ch',
    cultures: ['de', 'fr', 'it', 'en'],
    defaultCulture: 'de',
    countryISO: 'CH',
    name: 'Homefinder Switzerland',
  },
};

export function pageData(listing: Listing = aListing(), extra: Partial<ListingPageData> = {}): ListingPageData {
  return {
    listing,
    contacts: [anAgent()],
    accounts: [anAgency()],
    hasContactPhone: true,
    priceHistory: [],
    similar: [],
    canonicalUrl: `https://www.homefinder.ch/en/listing/${listing.id}`,
    alternates: listingAlternates(listing.id, SETTINGS.portal, 'https://www.homefinder.ch'),
    origin: 'https://www.homefinder.ch',
    shell: { page: 'listing', archived: listing.isArchived },
    ...extra,
  };
}

export function viewModel(
  listing?: Listing,
  settings: Partial<ListingPageSettings> = {},
  extra: Partial<ListingPageData> = {},
): ListingPageViewModel {
  return new ListingPageViewModel(pageData(listing, extra), { ...SETTINGS, ...settings });
}

/**
 * Server-renders `children` with the view-model, the view-model factories of the sections it hosts
 * (no handler bound: a render calls none) and the culture's real messages; intl problems fail the test.
 */
/** The view-model factories of the page's sections, and the page's insurance offers (read after hydration: never here). */
function listingPageContainer() {
  return viewModelTestContainer(
    [leadsViewModels, contactViewModels, financingViewModels, listingsViewModels],
    [[InsuranceOffersOnThePage, new InsuranceOffersOnThePageClass()]],
  );
}

export function renderWith(page: ListingPageViewModel, children: ReactNode): string {
  const problems: string[] = [];
  const html = renderToString(
    <I18nProvider
      culture={page.culture}
      countryISO={page.settings.portal.countryISO}
      messages={catalogue(page.culture)}
      onError={(problem) => problems.push(problem.message)}
    >
      <ContainerContext.Provider value={listingPageContainer()}>
        <ListingPageContext.Provider value={page}>{children}</ListingPageContext.Provider>
      </ContainerContext.Provider>
    </I18nProvider>,
  );
  if (problems.length > 0) throw new Error(`i18n problems: ${problems.join('; ')}`);
  return html;
}
