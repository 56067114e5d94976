import { SendMortgageLead } from '#application/financing/tokens';
import { useLazyInjection } from '#presentation/shared/di/ContainerContext';
import { useFinancingLead } from '../lead/useFinancingLead';
import type { FinancingLeadViewModel } from '../lead/FinancingLeadViewModel';
import type { MortgageCalculatorViewModel } from './MortgageCalculatorViewModel';

/** The mortgage lead modal's form: POST /leads/mortgage with the calculator's figures; 'LeadRequestForm.Message.Success' once sent. */
export function useMortgageLead(calculator: MortgageCalculatorViewModel): FinancingLeadViewModel {
  const sendMortgageLead = useLazyInjection(SendMortgageLead);
  return useFinancingLead(
    {
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
    },
    (lead, captcha) => sendMortgageLead.execute({ lead, ...(captcha ? { captcha } : {}) }),
  );
}
