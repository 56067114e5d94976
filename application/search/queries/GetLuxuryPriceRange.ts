import { inject, injectable } from 'inversify';
import type { TransactionType } from '#domain/listings/Listing';
import type { LuxuryPriceRange } from '#domain/search/luxury/LuxuryPriceRange';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { SearchesService } from '../ports';

export interface GetLuxuryPriceRange {
  countryISO: string;
  currencyId: string;
  transactionType?: TransactionType;
}

/** GET /luxuryPriceRange (document 001 §7: params countryISO and currencyId). */
@injectable()
export class GetLuxuryPriceRangeHandler {
  constructor(@inject(SearchesService) private readonly searches: SearchesService) {}

  execute(query: GetLuxuryPriceRange): Promise<Result<LuxuryPriceRange, DomainError>> {
    return this.searches.getLuxuryPriceRange(query.countryISO, query.currencyId, query.transactionType);
  }
}
