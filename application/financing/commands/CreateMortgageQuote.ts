import { inject, injectable } from 'inversify';
import type { MortgageQuote, MortgageQuoteDraft } from '#domain/financing/MortgageQuote';
import { DEFAULT_MORTGAGE_LENGTH } from '#domain/financing/mortgageRules';
import { type DomainError, domainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { type FinancingCaller, FinancingStore } from '../ports';
import { type CreateMortgageQuoteUseCase, EstimateMortgage, type EstimateMortgageUseCase } from '../tokens';

/**
 * POST /mortgagequotes (body mortgageQuote plus locale; document 001 §7 "Financing"): the caller's
 * profile keeps the quote with the estimate of the day, at the default length (ten years).
 */
@injectable()
export class CreateMortgageQuoteHandler implements CreateMortgageQuoteUseCase {
  constructor(
    @inject(EstimateMortgage) private readonly estimates: EstimateMortgageUseCase,
    @inject(FinancingStore) private readonly store: FinancingStore,
  ) {}

  async execute(
    command: { mortgageQuote: MortgageQuoteDraft; locale: string },
    caller: FinancingCaller,
  ): Promise<Result<MortgageQuote, DomainError>> {
    if (!caller.profileId)
      return err(
        domainError('UNAUTHORIZED', 'PROFILE_REQUIRED', 'A mortgage quote needs a visitor profile', {
          field: 'profileId',
        }),
      );
    const draft = command.mortgageQuote;
    const estimate = await this.estimates.execute({ ...draft, length: DEFAULT_MORTGAGE_LENGTH });
    if (!estimate.ok) return estimate;
    return ok(
      await this.store.insertQuote({
        grossAnnualIncome: draft.grossAnnualIncome,
        purchasePrice: draft.purchasePrice,
        currencyId: draft.currencyId,
        ...(draft.listingId === undefined ? {} : { listingId: draft.listingId }),
        provider: draft.provider,
        ownFunds: draft.ownFunds,
        profileId: caller.profileId,
        locale: command.locale,
        estimate: estimate.value,
      }),
    );
  }
}
