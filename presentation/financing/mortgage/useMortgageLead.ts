import { useViewModel } from '#presentation/shared/di/ContainerContext';
import { usePortalOfLead } from '../lead/usePortalOfLead';
import type { FinancingLeadViewModel } from '../lead/FinancingLeadViewModel';
import { MortgageLeadViewModel } from '../viewModelTokens';
import type { MortgageCalculatorViewModel } from './MortgageCalculatorViewModel';

/** The mortgage lead modal's form: POST /leads/mortgage with the calculator's figures; 'LeadRequestForm.Message.Success' once sent. */
export function useMortgageLead(calculator: MortgageCalculatorViewModel): FinancingLeadViewModel {
  return useViewModel(MortgageLeadViewModel, {
    ...usePortalOfLead(),
    listingId: calculator.settings.listingId,
    locale: calculator.settings.locale,
    success: [{ id: 'mortgage-lead', kind: 'success', message: 'LeadRequestForm.Message.Success' }],
    details: () => ({
      purchasePrice: calculator.purchasePrice,
      ownFunds: calculator.ownFunds,
      grossAnnualIncome: calculator.grossAnnualIncome ?? 0,
      length: calculator.length,
      currencyId: 'CHF',
    }),
  });
}
