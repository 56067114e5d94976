import { inject, injectable } from 'inversify';
import type { PricePoint } from '#domain/listings/priceHistory/PriceHistory';
import { ListingsService } from '../ports';

/** A listing's published prices, oldest first (the listing page's price history). */
@injectable()
export class GetPriceHistoryHandler {
  constructor(@inject(ListingsService) private readonly listings: ListingsService) {}

  execute(query: { id: number }): Promise<PricePoint[]> {
    return this.listings.getPriceHistory(query.id);
  }
}
