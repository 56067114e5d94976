import { viewModelToken } from '#presentation/shared/di/viewModels';
import type { FinancingLeadSettings, FinancingLeadViewModel } from './lead/FinancingLeadViewModel';
import type { RentalDepositInsuranceViewModel as RentalDepositInsuranceViewModelClass } from './insurance/RentalDepositInsuranceViewModel';
import type {
  MortgageCalculatorSettings,
  MortgageCalculatorViewModel as MortgageCalculatorViewModelClass,
} from './mortgage/MortgageCalculatorViewModel';

/** The financing context's view-models (docs/contributing.md "A page's view-model"). */
export const MortgageCalculatorViewModel = viewModelToken<MortgageCalculatorViewModelClass, MortgageCalculatorSettings>(
  'financing.MortgageCalculator',
);
/** The mortgage lead modal's form: POST /leads/mortgage with the calculator's figures. */
export const MortgageLeadViewModel = viewModelToken<FinancingLeadViewModel, FinancingLeadSettings>(
  'financing.MortgageLead',
);
/** The insurance lead modal's form: the request marks the listing's shared offer REQUESTED. */
export const RentalDepositInsuranceLeadViewModel = viewModelToken<
  FinancingLeadViewModel,
  { settings: FinancingLeadSettings; offer: RentalDepositInsuranceViewModelClass }
>('financing.RentalDepositInsuranceLead');
/** The listing's offer for this visitor, the page's one for that listing and language. */
export const RentalDepositInsuranceViewModel = viewModelToken<
  RentalDepositInsuranceViewModelClass,
  { listingId: number; language: string }
>('financing.RentalDepositInsurance');
