import { inject, injectable } from 'inversify';
import type { MortgageQuote } from '#domain/financing/MortgageQuote';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { type FinancingCaller, FinancingService, type QuotesQuery } from '../ports';

/** GET /mortgagequotes (listingId, sort, top): the latest quote is top 1, newest first. */
@injectable()
export class ListMortgageQuotesHandler {
  constructor(@inject(FinancingService) private readonly financing: FinancingService) {}

  execute(query: QuotesQuery, caller: FinancingCaller): Promise<Result<MortgageQuote[], DomainError>> {
    return this.financing.listMortgageQuotes(query, caller);
  }
}
