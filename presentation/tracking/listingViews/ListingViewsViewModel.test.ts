import { invalid } from '#domain/shared/DomainError';
import { err, ok } from '#domain/shared/Result';
import { configureMobx } from '#presentation/shared/state/configureMobx';
import { ListingViewsViewModel } from './ListingViewsViewModel';

configureMobx();

const answering = (views: number) => ({
  execute: async (listingId: number) => ok({ listingId, views, since: '2026-11-17T00:00:00.000Z' }),
});

describe('ListingViewsViewModel', () => {
  it('shows the count from two people on', async () => {
    const model = new ListingViewsViewModel(answering(12), 5);
    expect(model.shown).toBe(false);
    await model.load();
    expect(model.views).toBe(12);
    expect(model.shown).toBe(true);
  });

  it("shows nothing for one view (most often the visitor's own) or a failed call", async () => {
    const one = new ListingViewsViewModel(answering(1), 5);
    await one.load();
    expect(one.shown).toBe(false);
    const failed = new ListingViewsViewModel({ execute: async () => err(invalid('X', 'x')) }, 5);
    await failed.load();
    expect(failed.shown).toBe(false);
  });
});
