import 'reflect-metadata';
import type { SearchCaller } from '#domain/search/SearchCaller';
import type { SearchResult } from '#domain/search/results/SearchResult';
import type { SavedSearch } from '#domain/search/saved/SavedSearch';
import { domainError } from '#domain/shared/DomainError';
import { err, ok } from '#domain/shared/Result';
import type { TrackedAct } from '#domain/tracking/TrackedActs';
import type { SaveSearchDependencies } from './saveSearchState';
import { SaveSearchViewModel } from './SaveSearchViewModel';

const CALLER = { language: 'en', isCrawler: false } as unknown as SearchCaller;

const aStored = (overrides: Partial<SavedSearch> = {}): SavedSearch => ({
  id: 42,
  filters: { transactionType: 'Sell', location: { placeId: 'place-geneve' } },
  params: {},
  saved: false,
  notifications: [],
  currencyId: 'CHF',
  portalId: 'ch',
  unreadTotal: 0,
  priceDropsTotal: 0,
  priceIncreasesTotal: 0,
  automaticTitle: 'Genève',
  automaticSubtitle: 'Sell',
  creationDate: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
const aResult = (search: SavedSearch) => ok({ search, listings: [], total: 0 } as unknown as SearchResult);

function fakes(overrides: Partial<SaveSearchDependencies> = {}) {
  const log: string[] = [];
  const deps: SaveSearchDependencies = {
    patchSearch: {
      execute: async ({ patch }) => {
        log.push(`patch ${JSON.stringify(patch)}`);
        return aResult(
          aStored({ saved: patch.saved ?? true, title: patch.title, notifications: patch.notifications ?? ['Email'] }),
        );
      },
    },
    archiveSearch: {
      execute: async ({ id }) => {
        log.push(`archive ${id}`);
        return ok(aStored({ saved: false }));
      },
    },
    getSearch: {
      execute: async () => {
        log.push('get');
        return aResult(aStored({ saved: true, notifications: ['Email'] }));
      },
    },
    identifyByEmail: async (profileId, email) => {
      log.push(`identify ${profileId} ${email}`);
      return ok(undefined);
    },
    encodeAction: async (action) => {
      log.push(`encode ${action.type}`);
      return ok({ action: 'encoded' });
    },
    openLogin: (request) => log.push(`login ${request.action}`),
    notify: (notification) => log.push(`toast ${notification.message}`),
    caller: () => CALLER,
    ...overrides,
  };
  return { deps, log };
}

describe('SaveSearchViewModel (document 001 §4 "Saving", "Post-login actions")', () => {
  it('is disabled without a place, while loading, and before the search is stored', async () => {
    const { deps } = fakes();
    const vm = new SaveSearchViewModel(deps);
    expect(vm.disabled(true, false)).toBe(true);
    vm.setVisitor({ state: 'GuestUnknown', profileId: 7 });
    await vm.follow(42);
    expect(vm.disabled(true, false)).toBe(false);
    expect(vm.disabled(false, false)).toBe(true);
    expect(vm.disabled(true, true)).toBe(true);
  });

  it('asks an unknown guest for an e-mail, identifies them, then saves with the origin and an e-mail alert', async () => {
    const { deps, log } = fakes();
    const vm = new SaveSearchViewModel(deps);
    vm.setVisitor({ state: 'GuestUnknown', profileId: 7 });
    await vm.follow(42);
    expect(log).toEqual([]); // an unknown guest has no saved searches to read
    vm.toggle();
    expect(vm.dialog).toBe('emailCapture');
    await vm.captureEmail(' anna@example.ch ');
    expect(log).toEqual([
      'identify 7 anna@example.ch',
      'patch {"saved":true,"notifications":["Email"],"saveSearchOrigin":"CurrentSearchOnSERP"}',
      'toast Toasts.SearchAlert.Subscribe',
    ]);
    expect(vm.saved).toBe(true);
    // "After saving, a non-authenticated user is invited to authenticate."
    expect(vm.dialog).toBe('inviteToAuthenticate');
  });

  it('a visitor without a profile (no search stored on a page view) presses once: the profile is born, the search stored, the e-mail asked, then saved (docs/pages.md §10)', async () => {
    const { deps, log } = fakes({
      guestProfileId: async () => {
        log.push('guest');
        return 9;
      },
    });
    const vm = new SaveSearchViewModel(deps);
    vm.setStorer(async () => {
      log.push('store');
      return 42;
    });
    // Before the visitor's part arrives (state undefined) the press waits; after it (state null) it may store.
    expect(vm.disabled(true, false)).toBe(true);
    vm.setVisitor({ state: null, profileId: null });
    expect(vm.disabled(true, false)).toBe(false);
    vm.toggle();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(vm.searchId).toBe(42);
    expect(vm.dialog).toBe('emailCapture');
    await vm.captureEmail('anna@example.ch');
    expect(log).toEqual([
      'store',
      'guest',
      'identify 9 anna@example.ch',
      'patch {"saved":true,"notifications":["Email"],"saveSearchOrigin":"CurrentSearchOnSERP"}',
      'toast Toasts.SearchAlert.Subscribe',
    ]);
    expect(vm.saved).toBe(true);
  });

  it('saves directly for an authenticated user, who is not invited to authenticate', async () => {
    const { deps, log } = fakes({
      getSearch: { execute: async () => aResult(aStored()) },
    });
    const vm = new SaveSearchViewModel(deps, 'ManuallySavedSearchAfterFavorite');
    vm.setVisitor({ state: 'UserAuthenticated', profileId: 7 });
    await vm.follow(42);
    vm.toggle();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log[0]).toContain('"saveSearchOrigin":"ManuallySavedSearchAfterFavorite"');
    // The search-save confirmation, without the invitation.
    expect(vm.dialog).toBe('saved');
  });

  it('tells a visitor who saved with e-mail alerts to confirm the address from their inbox (docs/security.md "Mail to unconfirmed addresses")', async () => {
    const { deps } = fakes();
    const guest = new SaveSearchViewModel(deps);
    guest.setVisitor({ state: 'GuestUnknown', profileId: 7 });
    await guest.follow(42);
    guest.toggle();
    await guest.captureEmail('anna@example.ch');
    // "Saved-search alerts go only to a confirmed address": the invitation, then where they start.
    expect([guest.savedText, guest.asksToConfirmAddress]).toEqual(['SavedSearch.Saved.Text', true]);
    await guest.setPush(true);
    expect([guest.savedText, guest.asksToConfirmAddress]).toEqual(['SavedSearch.Saved.Text', true]);

    const user = new SaveSearchViewModel(fakes({ getSearch: { execute: async () => aResult(aStored()) } }).deps);
    user.setVisitor({ state: 'UserAuthenticated', profileId: 7 });
    await user.follow(42);
    await user.save();
    // A full user's profile e-mail may differ from the sign-in one they proved: the sentence holds for them too.
    expect([user.savedText, user.asksToConfirmAddress]).toEqual(['SavedSearch.Saved.Confirmed', true]);
  });

  it('asks no confirmation of a save without e-mail alerts', async () => {
    const { deps } = fakes({ getSearch: { execute: async () => aResult(aStored()) } });
    const vm = new SaveSearchViewModel(deps);
    vm.setVisitor({ state: 'GuestIdentified', profileId: 7 });
    await vm.follow(42);
    await vm.save(['PushNotification']);
    expect(vm.dialog).toBe('inviteToAuthenticate');
    expect([vm.savedText, vm.asksToConfirmAddress]).toEqual(['SavedSearch.Saved.Text', false]);
  });

  it('deletes by archiving after the unsave confirmation', async () => {
    const { deps, log } = fakes();
    const vm = new SaveSearchViewModel(deps);
    vm.setVisitor({ state: 'UserAuthenticated', profileId: 7 });
    await vm.follow(42);
    expect(vm.saved).toBe(true);
    vm.toggle();
    expect(vm.dialog).toBe('unsave');
    expect(log).toEqual(['get']);
    await vm.remove();
    expect(log).toEqual(['get', 'archive 42', 'toast Toasts.SearchAlert.Unsubscribe']);
    expect(vm.saved).toBe(false);
  });

  it('opens the login flow with the stored action when the service refuses, and replays it once back', async () => {
    const refusal = err(domainError('FORBIDDEN', 'SEARCH_FORBIDDEN', 'Login required'));
    const { deps, log } = fakes({ patchSearch: { execute: async () => refusal } });
    const vm = new SaveSearchViewModel(deps);
    vm.setVisitor({ state: 'UserIdentifiedByEmail', profileId: 7 });
    await vm.follow(42);
    await vm.rename('Flats near the lake');
    expect(log.slice(1)).toEqual(['encode renameSearch', 'login encoded']);
    log.length = 0;
    vm.replay({ type: 'deleteSearch', searchId: 41 });
    vm.replay({ type: 'createFavorite', listingId: 42 });
    expect(log).toEqual([]);
    vm.replay({ type: 'deleteSearch', searchId: 42 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log).toEqual(['archive 42', 'toast Toasts.SearchAlert.Unsubscribe']);
  });

  it('shows Toasts.SavedSearch.Failure when saving fails otherwise', async () => {
    const { deps, log } = fakes({
      patchSearch: { execute: async () => err(domainError('EXTERNAL_ERROR', 'DOWN', 'Errors.Message.SomethingWrong')) },
      getSearch: { execute: async () => aResult(aStored()) },
    });
    const vm = new SaveSearchViewModel(deps);
    vm.setVisitor({ state: 'GuestIdentified', profileId: 7 });
    await vm.follow(42);
    await vm.save();
    expect(log).toEqual(['toast Toasts.SavedSearch.Failure']);
    expect(vm.saved).toBe(false);
  });

  it('offers push in the save confirmation: this browser subscribes, then PushNotification joins the e-mail alert', async () => {
    const outcomes = ['SavedSearch.Push.Denied', 'subscribed'];
    const { deps, log } = fakes({ enablePush: async () => outcomes.shift()! });
    const vm = new SaveSearchViewModel(deps);
    vm.setVisitor({ state: 'UserAuthenticated', profileId: 7 });
    await vm.follow(42);
    await vm.setPush(true);
    expect(log.at(-1)).toBe('toast SavedSearch.Push.Denied');
    expect(vm.pushOn).toBe(false);
    await vm.setPush(true);
    expect(log.slice(-2)).toEqual([
      'patch {"notifications":["Email","PushNotification"]}',
      'toast Toasts.SearchAlert.Subscribe',
    ]);
    expect(vm.pushOn).toBe(true);
    await vm.setPush(false);
    expect(log.slice(-2)).toEqual(['patch {"notifications":["Email"]}', 'toast Toasts.SearchAlert.Unsubscribe']);
  });

  it('suggests saving an unsaved search only, and saves it with the offer’s origin (document 001 §4)', async () => {
    const { deps, log } = fakes({ getSearch: { execute: async () => aResult(aStored({ saved: false })) } });
    const vm = new SaveSearchViewModel(deps);
    vm.setVisitor({ state: 'UserAuthenticated', profileId: 7 });
    await vm.suggest(42, 'ManuallySavedSearchAfterLeadRequest');
    expect(vm.dialog).toBe('suggest');
    vm.toggle();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log).toContain(
      'patch {"saved":true,"notifications":["Email"],"saveSearchOrigin":"ManuallySavedSearchAfterLeadRequest"}',
    );
    expect(vm.dialog).toBe('saved');

    const saved = fakes({
      getSearch: { execute: async () => aResult(aStored({ saved: true, notifications: ['Email'] })) },
    });
    const other = new SaveSearchViewModel(saved.deps);
    other.setVisitor({ state: 'UserAuthenticated', profileId: 7 });
    await other.suggest(42, 'ManuallySavedSearchAfterFavorite');
    expect(other.dialog).toBe('none');
  });

  it('saves the search with Email and PushNotification after a lead with forceSubscribe (document 001 §4 "Lead submit")', async () => {
    const { deps, log } = fakes({ getSearch: { execute: async () => aResult(aStored({ saved: false })) } });
    const vm = new SaveSearchViewModel(deps);
    vm.setVisitor({ state: 'GuestIdentified', profileId: 7 });
    await vm.saveAfterLead(42);
    expect(log).toContain(
      'patch {"saved":true,"notifications":["Email","PushNotification"],"saveSearchOrigin":"AutomaticallySavedSearchAfterLeadRequest"}',
    );
    expect(vm.saved).toBe(true);
  });

  it('tracks a saved search with its search id once the service saved it (document 002 "Tracking events": searchId), and no refused save', async () => {
    const tracked: TrackedAct[] = [];
    const { deps } = fakes({ track: (act) => tracked.push(act) });
    const vm = new SaveSearchViewModel(deps);
    vm.setVisitor({ state: 'GuestIdentified', profileId: 7 });
    await vm.follow(42);
    await vm.save();
    expect(tracked).toEqual([{ action: 'saveSearch', searchId: '42' }]);
    const refused = fakes({
      track: (act) => tracked.push(act),
      patchSearch: { execute: async () => err(domainError('EXTERNAL_ERROR', 'X', 'x')) },
    });
    const other = new SaveSearchViewModel(refused.deps);
    other.setVisitor({ state: 'GuestIdentified', profileId: 7 });
    await other.follow(43);
    await other.save();
    expect(tracked).toHaveLength(1);
  });
});
