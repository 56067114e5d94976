import { inject, injectable } from 'inversify';
import type { MortgageQuote } from '#domain/financing/MortgageQuote';
import type { DomainError } from '#domain/shared/DomainError';
import { ok, type Result } from '#domain/shared/Result';
import { type FinancingCaller, FinancingStore, ownersOf, type QuotesQuery } from '../ports';
import type { ListMortgageQuotesUseCase } from '../tokens';

/** Quotes a visitor may list at once (GET /mortgagequotes top). */
export const MAX_QUOTES = 50;

/**
 * GET /mortgagequotes (listingId, sort, top; document 001 §7 "Financing": "latest uses top 1"): the
 * caller's own quotes, newest first unless asked otherwise, at most 50; none without a profile.
 */
@injectable()
export class ListMortgageQuotesHandler implements ListMortgageQuotesUseCase {
  constructor(@inject(FinancingStore) private readonly store: FinancingStore) {}

  async execute(query: QuotesQuery, caller: FinancingCaller): Promise<Result<MortgageQuote[], DomainError>> {
    const owners = ownersOf(caller);
    if (owners.length === 0) return ok([]);
    return ok(
      await this.store.quotesOf(owners, {
        ...(query.listingId === undefined ? {} : { listingId: query.listingId }),
        newestFirst: query.sort !== 'creationDate',
        limit: Math.min(query.top ?? MAX_QUOTES, MAX_QUOTES),
      }),
    );
  }
}
