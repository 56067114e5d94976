import { inject, injectable } from 'inversify';
import type { MortgageQuote, MortgageQuoteDraft } from '#domain/financing/MortgageQuote';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { type FinancingCaller, FinancingService } from '../ports';

/** POST /mortgagequotes (body mortgageQuote plus locale). */
@injectable()
export class CreateMortgageQuoteHandler {
  constructor(@inject(FinancingService) private readonly financing: FinancingService) {}

  execute(
    command: { mortgageQuote: MortgageQuoteDraft; locale: string },
    caller: FinancingCaller,
  ): Promise<Result<MortgageQuote, DomainError>> {
    return this.financing.createMortgageQuote(command.mortgageQuote, command.locale, caller);
  }
}
