import type { LenderRules } from '#domain/financing/LenderRules';

/**
 * The affordability rules Swiss lenders apply, where the documents are silent ("FINMA ratios" only).
 * Each value with its source:
 *
 * - imputedInterestRate 5 %: the calculatory rate banks use for the affordability check, whatever
 *   the market rate (Swiss Bankers Association, "Guidelines on minimum requirements for mortgage
 *   financing", recognised by FINMA as minimum standard, 2019 revision; FINMA circular 2017/7 and
 *   the banks' published calculators, e.g. UBS, Raiffeisen, ZKB: "kalkulatorischer Zinssatz 5 %").
 * - maintenanceRate 1 %: yearly upkeep and ancillary costs at 1 % of the purchase price, as the
 *   same banks' affordability calculators impute ("Nebenkosten / Unterhalt 1 %").
 * - firstMortgageShare 66.67 % and amortisationYears 15: SBA guidelines §4, "the mortgage debt must
 *   be amortised to two thirds of the lending value within a maximum of 15 years".
 * - maxAffordabilityRatio 33.33 %: imputed housing costs at most one third of gross income
 *   (the Tragbarkeit rule of every Swiss lender; SBA guidelines, FINMA-recognised).
 * - minOwnFundsRate 20 % and maxPensionFundsRate 10 %: SBA guidelines §3, "the borrower must
 *   contribute at least 10 % of the lending value as own funds that do not come from the pension
 *   fund (2nd pillar)", with 20 % own funds in all: so at most 10 % of the price from pension assets.
 *
 * Written down in features/financing/mortgage.feature ("Swiss lender rules") as well.
 */
export const SWISS_LENDER_RULES: LenderRules = {
  imputedInterestRate: 5,
  maintenanceRate: 1,
  firstMortgageShare: 200 / 3,
  amortisationYears: 15,
  maxAffordabilityRatio: 100 / 3,
  minOwnFundsRate: 20,
  maxPensionFundsRate: 10,
};
