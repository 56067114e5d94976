import type { MortgageEstimate } from './mortgageEstimate';

/** Document 001 §3 "Mortgage quote": id, grossAnnualIncome, purchasePrice, currencyId, listingId, provider, ownFunds, creationDate. */
export interface MortgageQuoteDraft {
  grossAnnualIncome: number;
  purchasePrice: number;
  currencyId: string;
  listingId?: number;
  provider: string;
  ownFunds: number;
}

/** A stored quote; the estimate computed when it was requested goes along ("response shape details: not shown"). */
export interface MortgageQuote extends MortgageQuoteDraft {
  id: number;
  creationDate: string;
  estimate: MortgageEstimate;
}
