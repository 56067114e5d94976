import { jest } from '@jest/globals';
import type { AuthenticationState } from '#domain/identity/AuthenticationState';
import { err, ok } from '#domain/shared/Result';
import type { TrackedAct } from '#domain/tracking/TrackedActs';
import { FavoritesViewModel, type FavoritesPorts } from './FavoritesViewModel';

const SIGNED_IN = { state: 'UserAuthenticated' as AuthenticationState, currentUrl: '/en/search' };

function favourites(answer: 'ok' | 'failed' = 'ok') {
  const tracked: TrackedAct[] = [];
  const result = () =>
    Promise.resolve(
      answer === 'ok' ? ok({ total: 1 }) : err({ kind: 'EXTERNAL_ERROR' as const, code: 'X', message: 'x' }),
    );
  const ports: FavoritesPorts = {
    add: { execute: jest.fn(result) as FavoritesPorts['add']['execute'] },
    remove: { execute: jest.fn(result) as FavoritesPorts['remove']['execute'] },
    list: { execute: jest.fn() as FavoritesPorts['list']['execute'] },
    setTotal: () => undefined,
    notifyFailure: () => undefined,
    askToLogIn: () => undefined,
    track: (act) => tracked.push(act),
  };
  return { model: new FavoritesViewModel(ports), tracked };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('FavoritesViewModel tracks the favourite (document 002 "Tracking events": listingId, searchId)', () => {
  it('posts createFavorite with the listing id, and the search it was made from, once the service saved it', async () => {
    const { model, tracked } = favourites();
    model.toggle(17, { ...SIGNED_IN, searchId: '9' });
    await settled();
    expect(tracked).toEqual([{ action: 'createFavorite', listingId: 17, searchId: '9' }]);
  });

  it('posts deleteFavorite when the heart is emptied', async () => {
    const { model, tracked } = favourites();
    model.hydrate({ listingIds: [17], total: 1 });
    model.toggle(17, SIGNED_IN);
    await settled();
    expect(tracked).toEqual([{ action: 'deleteFavorite', listingId: 17 }]);
  });

  it('posts nothing when the service refused, or when the click only opened the login modal', async () => {
    const refused = favourites('failed');
    refused.model.toggle(17, SIGNED_IN);
    await settled();
    expect(refused.tracked).toEqual([]);
    const guest = favourites();
    guest.model.toggle(17, { state: 'GuestUnknown', currentUrl: '/en/search' });
    await settled();
    expect(guest.tracked).toEqual([]);
  });
});
