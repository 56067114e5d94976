import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { SearchCaller } from '#application/search/ports';
import type { AlertEvent } from '#domain/alerts/AlertEvent';
import { matchesSearch } from '#domain/alerts/matchSearch';
import { SavedSearchIndex } from '#domain/alerts/SavedSearchIndex';
import { parseUnsubscribeId } from '#domain/alerts/unsubscribeLink';
import type { AuthenticationState } from '#domain/identity/AuthenticationState';
import type { PostLoginAction } from '#domain/identity/PostLoginAction';
import type { SearchResult } from '#domain/search/results/SearchResult';
import type { SavedSearch, SearchDraft } from '#domain/search/saved/SavedSearch';
import type { SearchFilters } from '#domain/search/SearchFilters';
import { domainError } from '#domain/shared/DomainError';
import { err, ok } from '#domain/shared/Result';
import type { PortalWorld } from '#features/support/world';
import { searchTitleProblem } from '#domain/search/saved/searchTitle';
import { SaveSearchViewModel } from '#presentation/search/saved/SaveSearchViewModel';

/** The save-search button's scenario: its view-model over a searches service that keeps one search. */
interface SavedSearchScenario {
  vm: SaveSearchViewModel;
  hasPlace: boolean;
  stored: SavedSearch;
  ownedByVisitor: boolean;
  patches: Partial<SearchDraft>[];
  archived: boolean;
  toasts: string[];
  login?: string;
  encoded?: PostLoginAction;
  searches: Map<string, SearchFilters>;
  candidates: string[];
  event?: AlertEvent;
}

declare module '../../support/world' {
  interface ScenarioState {
    savedSearches: SavedSearchScenario;
  }
}

const scenario = (world: PortalWorld): SavedSearchScenario =>
  world.slice('savedSearches', () => ({
    vm: undefined as unknown as SaveSearchViewModel,
    hasPlace: true,
    stored: undefined as unknown as SavedSearch,
    ownedByVisitor: true,
    patches: [],
    archived: false,
    toasts: [],
    searches: new Map(),
    candidates: [],
  }));

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

Given(
  /^a visitor in state (\w+) on the results of (a search for a place|a search without a place|a search saved by another profile|their saved search)$/,
  async function (this: PortalWorld, state: string, which: string) {
    const s = scenario(this);
    s.hasPlace = which !== 'a search without a place';
    s.ownedByVisitor = which !== 'a search saved by another profile';
    s.stored = {
      id: 42,
      filters: { transactionType: 'Sell', location: { placeId: 'geneva' } },
      params: {},
      saved: which === 'their saved search' || which === 'a search saved by another profile',
      notifications: [],
      currencyId: 'CHF',
      portalId: 'ch',
      unreadTotal: 0,
      priceDropsTotal: 0,
      priceIncreasesTotal: 0,
      automaticTitle: 'Genève',
      automaticSubtitle: 'Sell',
      creationDate: '2026-01-01T00:00:00.000Z',
    };
    const answer = () => ok({ search: s.stored, listings: [], total: 0 } as unknown as SearchResult);
    const refused = () => err(domainError('FORBIDDEN', 'SEARCH_FORBIDDEN', 'Login required'));
    s.vm = new SaveSearchViewModel({
      patchSearch: {
        execute: async ({ patch }) => {
          if (!s.ownedByVisitor) return refused();
          s.patches.push(patch);
          s.stored = { ...s.stored, ...patch, notifications: patch.notifications ?? s.stored.notifications };
          return answer();
        },
      },
      archiveSearch: {
        execute: async () => {
          if (!s.ownedByVisitor) return refused();
          s.archived = true;
          s.stored = { ...s.stored, saved: false };
          return ok(s.stored);
        },
      },
      getSearch: { execute: async () => answer() },
      identifyByEmail: async () => ok(undefined),
      encodeAction: async (action) => {
        s.encoded = action;
        return ok({ action: `encoded-${action.type}` });
      },
      openLogin: (request) => (s.login = request.action),
      notify: (notification) => s.toasts.push(notification.message),
      caller: () => ({}) as SearchCaller,
    });
    s.vm.setVisitor({ state: state as AuthenticationState, profileId: 7 });
    await s.vm.follow(42);
  },
);

When('they press the save-search button', async function (this: PortalWorld) {
  scenario(this).vm.toggle();
  await flush();
});

When('they give the e-mail {string}', async function (this: PortalWorld, email: string) {
  await scenario(this).vm.captureEmail(email);
});

When('they rename the search {string}', async function (this: PortalWorld, title: string) {
  await scenario(this).vm.rename(title);
});

When('the stored action comes back after login', async function (this: PortalWorld) {
  const s = scenario(this);
  s.ownedByVisitor = true; // logged in as the owner
  s.vm.replay(s.encoded!);
  await flush();
});

When('they confirm', async function (this: PortalWorld) {
  await scenario(this).vm.remove();
});

Then('the e-mail capture opens', function (this: PortalWorld) {
  assert.equal(scenario(this).vm.dialog, 'emailCapture');
});

Then(
  /^the search is saved and they are (not )?invited to authenticate$/,
  function (this: PortalWorld, not: string | undefined) {
    const { vm } = scenario(this);
    assert.equal(vm.saved, true);
    // Saved either way: the search-save confirmation, with the invitation only for the non-authenticated.
    assert.equal(vm.dialog, not ? 'saved' : 'inviteToAuthenticate');
  },
);

Then('the search is saved with the origin {word} and an e-mail alert', function (this: PortalWorld, origin: string) {
  assert.deepEqual(scenario(this).patches, [{ saved: true, notifications: ['Email'], saveSearchOrigin: origin }]);
});

Then('the toast {word} shows', function (this: PortalWorld, key: string) {
  assert.ok(scenario(this).toasts.includes(key), `toasts: ${scenario(this).toasts.join(', ')}`);
});

Then('the save-search button is disabled', function (this: PortalWorld) {
  const s = scenario(this);
  assert.equal(s.vm.disabled(s.hasPlace, false), true);
});

Then('the login opens with the stored action {word}', function (this: PortalWorld, type: string) {
  assert.equal(scenario(this).login, `encoded-${type}`);
});

Then('the search is renamed {string}', function (this: PortalWorld, title: string) {
  assert.equal(scenario(this).stored.title, title);
});

Then('the unsave confirmation opens', function (this: PortalWorld) {
  assert.equal(scenario(this).vm.dialog, 'unsave');
});

Then('the search is archived', function (this: PortalWorld) {
  const s = scenario(this);
  assert.equal(s.archived, true);
  assert.equal(s.vm.saved, false);
});

Then(/^a title of (\d+) characters is (accepted|refused)$/, function (length: string, verdict: string) {
  assert.equal(searchTitleProblem('x'.repeat(Number(length))) === undefined, verdict === 'accepted');
});

Then(/^the unsubscribe id "([^"]*)" is (valid|refused)$/, function (id: string, verdict: string) {
  assert.equal(parseUnsubscribeId(id) !== undefined, verdict === 'valid');
});

/** "Sell Apartment in geneva", "Rent in geneva", "Sell in ch": transaction, optional type, place. */
function filtersOf(name: string): SearchFilters {
  const match = /^(Sell|Rent)(?: (\w+))? in (\w+)$/.exec(name);
  if (!match) throw new Error(`Unknown search ${name}`);
  return {
    transactionType: match[1] as 'Sell' | 'Rent',
    ...(match[2] && { types: [match[2] as 'Apartment'] }),
    location: { placeId: match[3] },
  };
}

Given(
  /^saved searches for "([^"]+)", "([^"]+)", "([^"]+)" and "([^"]+)"$/,
  function (this: PortalWorld, a: string, b: string, c: string, d: string) {
    for (const name of [a, b, c, d]) scenario(this).searches.set(name, filtersOf(name));
  },
);

Given(
  /^saved searches for "([^"]+)" under (\d+) EUR and "([^"]+)" with (\d+) rooms or more$/,
  function (this: PortalWorld, first: string, max: string, second: string, rooms: string) {
    const s = scenario(this);
    s.searches.set(first, { ...filtersOf(first), price: { max: Number(max) } });
    s.searches.set(second, { ...filtersOf(second), numberOf: { rooms: { min: Number(rooms) } } });
  },
);

When(
  /^a new apartment for sale in geneva is published(?: at (\d+) EUR with ([\d.]+) rooms)?$/,
  function (this: PortalWorld, price?: string, rooms?: string) {
    const s = scenario(this);
    s.event = {
      listingId: 1,
      change: 'New',
      transactionType: 'Sell',
      type: 'Apartment',
      subType: null,
      placeIds: ['geneva', 'canton-geneva', 'ch'],
      accountId: null,
      agentUserId: null,
      latitude: 46.2,
      longitude: 6.15,
      priceEur: Number(price ?? 500000),
      previousPriceEur: null,
      rooms: Number(rooms ?? 3),
      bedrooms: null,
      bathrooms: null,
      livingArea: null,
    };
    const names = [...s.searches.keys()];
    const index = new SavedSearchIndex();
    names.forEach((name, id) => index.add({ id, filters: s.searches.get(name)! }));
    s.candidates = index
      .candidates(s.event)
      .map((c) => names[c.id])
      .sort();
  },
);

Then(/^the candidate searches are "([^"]+)" and "([^"]+)"$/, function (this: PortalWorld, a: string, b: string) {
  assert.deepEqual(scenario(this).candidates, [a, b].sort());
});

Then(/^the matching searches are "([^"]+)"$/, function (this: PortalWorld, name: string) {
  const s = scenario(this);
  const matching = s.candidates.filter((c) => matchesSearch(s.searches.get(c)!, s.event!, (amount) => amount));
  assert.deepEqual(matching, [name]);
});
