import type { LenderRules } from './LenderRules';
import { FINMA_RATIO_CAP, NOTARY_FEE_RATE } from './mortgageRules';

/** What the calculator is asked (GET /mortgagequotes/estimates: grossAnnualIncome, purchasePrice, ownFunds). */
export interface EstimateInput {
  purchasePrice: number;
  ownFunds: number;
  grossAnnualIncome: number;
  /** The provider's rate for the chosen length, per cent a year. */
  interestRate: number;
}

/** Document 001 §3: "the FINMA ratios", per cent, each capped at 999 (document 001 §9). */
export interface FinmaRatios {
  /** Imputed yearly housing costs over gross annual income. */
  affordability: number;
  /** Mortgage loan over purchase price. */
  loanToValue: number;
  /** Own funds over purchase price. */
  ownFunds: number;
}

/**
 * Document 001 §3 estimate fields: purchasePrice, mortgageLoan, ownFunds, notaryFees, interestRate,
 * monthlyInterest, monthlyAmortization, monthlyMaintenance, grossAnnualIncome, and FINMA ratios.
 * Amounts in whole currency units; ratios in per cent with one decimal.
 */
export interface MortgageEstimate {
  purchasePrice: number;
  mortgageLoan: number;
  ownFunds: number;
  notaryFees: number;
  interestRate: number;
  monthlyInterest: number;
  monthlyAmortization: number;
  monthlyMaintenance: number;
  /** monthlyInterest + monthlyAmortization + monthlyMaintenance (before rounding each). */
  monthlyTotal: number;
  grossAnnualIncome: number;
  finmaRatios: FinmaRatios;
  /** The lender's threshold the affordability ratio is held against (per cent). */
  maxAffordabilityRatio: number;
  /** affordability ≤ maxAffordabilityRatio, compared before rounding. */
  affordable: boolean;
  /** Own funds reach the lender's minimum share of the price. */
  ownFundsSufficient: boolean;
  /** The smallest own funds the lender accepts for this price. */
  minOwnFunds: number;
  /** The smallest gross annual income at which these costs are affordable (rounded up to the franc). */
  requiredGrossAnnualIncome: number;
}

/** A ratio in per cent, capped at FINMA_RATIO_CAP (a zero denominator is past the cap). */
export function cappedRatio(numerator: number, denominator: number): number {
  if (!(denominator > 0)) return FINMA_RATIO_CAP;
  const ratio = (numerator / denominator) * 100;
  return Math.min(FINMA_RATIO_CAP, Math.round(ratio * 10) / 10);
}

/** The smallest own funds a lender accepts: minOwnFundsRate of the price, in whole units (rounded up). */
export const minOwnFundsOf = (purchasePrice: number, rules: Pick<LenderRules, 'minOwnFundsRate'>): number =>
  Math.ceil((purchasePrice * rules.minOwnFundsRate) / 100);

/**
 * The estimate as Swiss lenders compute it. Monthly costs at the provider's rate: interest on the
 * whole loan, amortisation of the second mortgage (the part above firstMortgageShare of the price)
 * over amortisationYears, upkeep at maintenanceRate of the price. Affordability at the imputed rate:
 * (loan × imputed rate + price × upkeep rate + second mortgage ÷ amortisationYears) ÷ gross income.
 */
export function estimateMortgage(input: EstimateInput, rules: LenderRules): MortgageEstimate {
  const { purchasePrice, grossAnnualIncome, interestRate } = input;
  const ownFunds = Math.min(input.ownFunds, purchasePrice);
  const mortgageLoan = purchasePrice - ownFunds;
  const secondMortgage = Math.max(0, mortgageLoan - (purchasePrice * rules.firstMortgageShare) / 100);
  const yearlyAmortization = secondMortgage / rules.amortisationYears;
  const yearlyMaintenance = (purchasePrice * rules.maintenanceRate) / 100;
  const monthlyInterest = (mortgageLoan * interestRate) / 100 / 12;
  const monthlyAmortization = yearlyAmortization / 12;
  const monthlyMaintenance = yearlyMaintenance / 12;
  const imputedYearlyCost = (mortgageLoan * rules.imputedInterestRate) / 100 + yearlyMaintenance + yearlyAmortization;
  const minOwnFunds = minOwnFundsOf(purchasePrice, rules);
  return {
    purchasePrice: Math.round(purchasePrice),
    mortgageLoan: Math.round(mortgageLoan),
    ownFunds: Math.round(ownFunds),
    notaryFees: Math.round((purchasePrice * NOTARY_FEE_RATE) / 100),
    interestRate,
    monthlyInterest: Math.round(monthlyInterest),
    monthlyAmortization: Math.round(monthlyAmortization),
    monthlyMaintenance: Math.round(monthlyMaintenance),
    monthlyTotal: Math.round(monthlyInterest + monthlyAmortization + monthlyMaintenance),
    grossAnnualIncome: Math.round(grossAnnualIncome),
    finmaRatios: {
      affordability: cappedRatio(imputedYearlyCost, grossAnnualIncome),
      loanToValue: cappedRatio(mortgageLoan, purchasePrice),
      ownFunds: cappedRatio(ownFunds, purchasePrice),
    },
    maxAffordabilityRatio: rules.maxAffordabilityRatio,
    // A millionth of a franc of slack: one third (33.33… %) is not exact in floating point.
    affordable:
      grossAnnualIncome > 0 && imputedYearlyCost * 100 <= grossAnnualIncome * rules.maxAffordabilityRatio + 1e-6,
    ownFundsSufficient: ownFunds >= minOwnFunds,
    minOwnFunds,
    requiredGrossAnnualIncome: Math.ceil((imputedYearlyCost * 100) / rules.maxAffordabilityRatio - 1e-6),
  };
}

/** The own-funds rule with pension assets: at least minOwnFundsRate of the price, at most maxPensionFundsRate of the price from the 2nd pillar. */
export function ownFundsShortfall(
  input: { purchasePrice: number; ownFunds: number; pensionFunds: number },
  rules: Pick<LenderRules, 'minOwnFundsRate' | 'maxPensionFundsRate'>,
): 'TOO_LITTLE_OWN_FUNDS' | 'TOO_MUCH_FROM_PENSION' | undefined {
  if (input.ownFunds * 100 < input.purchasePrice * rules.minOwnFundsRate) return 'TOO_LITTLE_OWN_FUNDS';
  if (input.pensionFunds * 100 > input.purchasePrice * rules.maxPensionFundsRate) return 'TOO_MUCH_FROM_PENSION';
  return undefined;
}
