import { flow, makeAutoObservable } from 'mobx';
import type { GetListingViewsHandler } from '#application/tracking/queries/GetListingViews';

/**
 * "N people viewed this listing this week": asked once after hydration (the listing page's HTML is shared, so
 * the count never goes into it). A failed call shows nothing: the count is a nicety, not the page's content.
 */
export class ListingViewsViewModel {
  views: number | null = null;

  constructor(
    private readonly getViews: Pick<GetListingViewsHandler, 'execute'>,
    private readonly listingId: number,
  ) {
    makeAutoObservable<ListingViewsViewModel, 'getViews' | 'listingId'>(this, { getViews: false, listingId: false });
  }

  /** Shown from two people on: one view is most often the visitor's own. */
  get shown(): boolean {
    return this.views !== null && this.views >= 2;
  }

  load = flow(function* (this: ListingViewsViewModel) {
    const result = (yield this.getViews.execute(this.listingId)) as Awaited<
      ReturnType<GetListingViewsHandler['execute']>
    >;
    this.views = result.ok ? result.value.views : null;
  });
}
