/**
 * The affordability rules Swiss lenders apply where the documents are silent. The values live in
 * config/financing/swissLenderRules.ts with their sources; the calculator takes them as input.
 * Percentages are per cent (5 means 5 %).
 */
export interface LenderRules {
  /** Imputed (calculatory) interest rate on the whole mortgage for the affordability check. */
  imputedInterestRate: number;
  /** Yearly upkeep and ancillary costs, per cent of the purchase price. */
  maintenanceRate: number;
  /** The first mortgage: up to this share of the value needs no amortisation (per cent). */
  firstMortgageShare: number;
  /** Years within which the second mortgage is amortised down to the first mortgage's share. */
  amortisationYears: number;
  /** Housing costs at most this share of gross income (per cent), the FINMA affordability threshold. */
  maxAffordabilityRatio: number;
  /** At least this share of the price as own funds (per cent). */
  minOwnFundsRate: number;
  /** At most this share of the price may come from pension assets (2nd pillar) (per cent). */
  maxPensionFundsRate: number;
}
