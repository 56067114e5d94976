import assert from 'node:assert/strict';
import os from 'node:os';
import path from 'node:path';
import { Given, Then, When } from '@cucumber/cucumber';
import type { Container } from 'inversify';
import { AddFavorite, ListFavorites, RemoveFavorite } from '#application/listings/tokens';
import { composeTestRoot } from '#config/di/composeTestRoot';
import { type AuthenticationState, isAuthenticationState } from '#domain/identity/AuthenticationState';
import type { FavoritesCaller, FavoriteTotal } from '#domain/listings/favorites/Favorites';
import { type DomainError, domainError } from '#domain/shared/DomainError';
import { err, type Result } from '#domain/shared/Result';
import type { Database } from '#infrastructure/db/DatabaseToken';
import { openDatabase } from '#infrastructure/db/Database';
import { profiles, users } from '#infrastructure/db/schema';
import { seedDemoData } from '#infrastructure/demo/seedDemoData';
import { FavoritesViewModel } from '#presentation/listings/favorites/FavoritesViewModel';
import { favoriteReturnUrl } from '#presentation/listings/favorites/favoriteQuery';
import type { PortalWorld } from '#features/support/world';

const STEP = { timeout: 300_000 };

interface FavouritesScenario {
  caller?: FavoritesCaller;
  answer?: Result<FavoriteTotal, DomainError>;
  answers?: Result<FavoriteTotal, DomainError>[];
  listingIds: number[];
  page?: { url: string; searchId?: string };
  viewModel?: FavoritesViewModel;
  asked: number;
  loginUrl?: string;
  toasts: string[];
  counter?: number;
  failing?: boolean;
}

declare module '../../support/world' {
  interface ScenarioState {
    favourites: FavouritesScenario;
  }
}

const scenario = (world: PortalWorld) => world.slice('favourites', () => ({ listingIds: [], asked: 0, toasts: [] }));

let embedded: Promise<{ container: Container; db: Database; listingIds: number[] }> | undefined;

/** The embedded listings service on an in-memory database with a small demo set, once per run. */
function embeddedListings() {
  embedded ??= (async () => {
    const database = await openDatabase({ inMemory: true });
    await seedDemoData(database.db, {
      listings: 60,
      seed: 42,
      now: new Date('2026-03-02T00:00:00Z'),
      mediaDir: path.join(os.tmpdir(), 'homefinder-search-test-media'),
    });
    process.once('beforeExit', () => void database.close());
    const rows = (await database.db.execute('select id from listings where not is_archived order by id limit 5')) as
      { rows: { id: number }[] } | { id: number }[];
    const listingIds = (Array.isArray(rows) ? rows : rows.rows).map((row) => Number(row.id));
    return { container: composeTestRoot(database.db), db: database.db, listingIds };
  })();
  return embedded;
}

let sequence = 0;

/** A visitor of that state with a profile (and a user, for the states that have one). */
async function visitorIn(state: AuthenticationState): Promise<FavoritesCaller> {
  const { db } = await embeddedListings();
  const label = `fav-${process.pid}-${++sequence}`;
  const withUser = state.startsWith('User');
  const [user] = withUser
    ? await db
        .insert(users)
        .values({ slug: label, fullName: label, email: `${label}@example.test` })
        .returning({ id: users.id })
    : [undefined];
  const [profile] = await db
    .insert(profiles)
    .values({
      code: label,
      secretHash: 'x',
      userId: user?.id ?? null,
      isFirstOfUser: state === 'UserIdentifiedWithFirstProfile',
      authenticationState: state,
    })
    .returning({ id: profiles.id });
  return {
    state,
    userId: state === 'UserAuthenticated' ? (user?.id ?? null) : null,
    profileId: profile.id,
  };
}

/** The page's view-model over the real use cases, the caller's session standing in for the token. */
async function viewModelOf(world: PortalWorld): Promise<FavoritesViewModel> {
  const s = scenario(world);
  if (s.viewModel) return s.viewModel;
  const { container } = await embeddedListings();
  const withCaller = <T extends { caller: FavoritesCaller }>(command: T): T => ({ ...command, caller: s.caller! });
  const failing = () => Promise.resolve(err(domainError('EXTERNAL_ERROR', 'SERVICE_UNREACHABLE', 'down')));
  s.viewModel = new FavoritesViewModel({
    add: {
      execute: (command) => {
        s.asked++;
        return s.failing ? failing() : container.get(AddFavorite).execute(withCaller(command));
      },
    },
    remove: {
      execute: (command) => {
        s.asked++;
        return s.failing ? failing() : container.get(RemoveFavorite).execute(withCaller(command));
      },
    },
    list: { execute: (query) => container.get(ListFavorites).execute(withCaller(query)) },
    setTotal: (total) => {
      s.counter = total;
    },
    notifyFailure: (message) => s.toasts.push(message),
    askToLogIn: (url) => {
      s.loginUrl = url;
    },
  });
  return s.viewModel;
}

async function firstListing(world: PortalWorld): Promise<number> {
  const { listingIds } = await embeddedListings();
  scenario(world).listingIds = listingIds;
  return listingIds[0];
}

Given('a visitor in the favourites state {word}', STEP, async function (this: PortalWorld, state: string) {
  assert.ok(isAuthenticationState(state));
  scenario(this).caller = await visitorIn(state);
});

Given('a signed-in user with no favourites', STEP, async function (this: PortalWorld) {
  scenario(this).caller = await visitorIn('UserAuthenticated');
});

Given('a signed-in user whose favourites service fails', STEP, async function (this: PortalWorld) {
  scenario(this).caller = await visitorIn('UserAuthenticated');
  scenario(this).failing = true;
});

Given('a signed-in user with {int} favourites', STEP, async function (this: PortalWorld, count: number) {
  const s = scenario(this);
  s.caller = await visitorIn('UserAuthenticated');
  const { container, listingIds } = await embeddedListings();
  s.listingIds = listingIds.slice(0, count);
  for (const id of s.listingIds) {
    await container.get(AddFavorite).execute({ listingId: id, caller: s.caller });
    // Distinct creation instants, so newest first is a real order.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
});

Given('a guest on the page {string} of the search {word}', function (this: PortalWorld, url: string, searchId: string) {
  scenario(this).caller = { state: 'GuestUnknown', userId: null };
  scenario(this).page = { url, searchId };
});

When('they add a listing to their favourites', STEP, async function (this: PortalWorld) {
  const { container } = await embeddedListings();
  const s = scenario(this);
  s.answer = await container.get(AddFavorite).execute({ listingId: await firstListing(this), caller: s.caller! });
});

When('they add the same listing {int} times at once', STEP, async function (this: PortalWorld, times: number) {
  const { container } = await embeddedListings();
  const s = scenario(this);
  const id = await firstListing(this);
  s.answers = await Promise.all(
    Array.from({ length: times }, () => container.get(AddFavorite).execute({ listingId: id, caller: s.caller! })),
  );
});

When('they remove the older one', STEP, async function (this: PortalWorld) {
  const { container } = await embeddedListings();
  const s = scenario(this);
  s.answer = await container.get(RemoveFavorite).execute({ listingId: s.listingIds[0], caller: s.caller! });
});

When('they click the heart of a listing', STEP, async function (this: PortalWorld) {
  const s = scenario(this);
  const vm = await viewModelOf(this);
  const id = await firstListing(this);
  vm.toggle(id, { state: s.caller?.state, currentUrl: s.page?.url ?? '/en/search', searchId: s.page?.searchId });
  await new Promise((resolve) => setTimeout(resolve, 50));
  await waitIdle(vm, id);
});

When('they click the heart of a listing twice before the first answer', STEP, async function (this: PortalWorld) {
  const s = scenario(this);
  const vm = await viewModelOf(this);
  const id = await firstListing(this);
  vm.toggle(id, { state: s.caller?.state, currentUrl: '/en/search' });
  vm.toggle(id, { state: s.caller?.state, currentUrl: '/en/search' });
  await waitIdle(vm, id);
});

When('the page comes back with favoriteListingId of a listing', STEP, async function (this: PortalWorld) {
  const s = scenario(this);
  const vm = await viewModelOf(this);
  await vm.load();
  const id = await firstListing(this);
  vm.complete({ listingId: id, remove: false }, s.caller?.state);
  await waitIdle(vm, id);
});

async function waitIdle(vm: FavoritesViewModel, id: number): Promise<void> {
  for (let i = 0; i < 200 && vm.isPending(id); i++) await new Promise((resolve) => setTimeout(resolve, 10));
}

Then('the favourites answer is a total of {int}', function (this: PortalWorld, total: number) {
  assert.deepEqual(scenario(this).answer, { ok: true, value: { total } });
});

Then('the favourites answer is {word}', function (this: PortalWorld, code: string) {
  const { answer } = scenario(this);
  assert.ok(answer && !answer.ok, 'the service refused');
  assert.equal(answer.error.code, code);
});

Then('every answer says a total of {int}', function (this: PortalWorld, total: number) {
  for (const answer of scenario(this).answers ?? []) assert.deepEqual(answer, { ok: true, value: { total } });
});

Then('their favourites hold that listing once', STEP, async function (this: PortalWorld) {
  const { container } = await embeddedListings();
  const s = scenario(this);
  const list = await container.get(ListFavorites).execute({ mode: 'ListingIds', caller: s.caller! });
  assert.deepEqual(list, { ok: true, value: { total: 1, listingIds: [s.listingIds[0]] } });
});

Then('their favourites, newest first, hold only the newer one', STEP, async function (this: PortalWorld) {
  const { container } = await embeddedListings();
  const s = scenario(this);
  const list = await container.get(ListFavorites).execute({ mode: 'ListingIds', caller: s.caller! });
  assert.deepEqual(list, { ok: true, value: { total: 1, listingIds: [s.listingIds[1]] } });
});

Then('the login modal is asked to open in the favourite flow', function (this: PortalWorld) {
  assert.ok(scenario(this).loginUrl, 'the login modal was asked to open');
});

Then('it returns to {string}', function (this: PortalWorld, expected: string) {
  const s = scenario(this);
  assert.equal(s.loginUrl, expected.replace('{id}', String(s.listingIds[0])));
  assert.equal(
    s.loginUrl,
    favoriteReturnUrl(s.page!.url, { listingId: s.listingIds[0], remove: false, searchId: s.page!.searchId }),
  );
});

Then('no favourite was asked of the service', function (this: PortalWorld) {
  assert.equal(scenario(this).asked, 0);
});

Then('the service was asked once', function (this: PortalWorld) {
  assert.equal(scenario(this).asked, 1);
});

Then("that listing's heart is filled", function (this: PortalWorld) {
  const s = scenario(this);
  assert.equal(s.viewModel?.isFavorite(s.listingIds[0]), true);
});

Then("that listing's heart is empty", function (this: PortalWorld) {
  const s = scenario(this);
  assert.equal(s.viewModel?.isFavorite(s.listingIds[0]), false);
});

Then('the navigation counter says {int}', function (this: PortalWorld, count: number) {
  assert.equal(scenario(this).counter, count);
});

Then('the error toast {string} shows', function (this: PortalWorld, message: string) {
  assert.deepEqual(scenario(this).toasts, [message]);
});
