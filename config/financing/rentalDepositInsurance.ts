import type { InsuranceProvider } from '#domain/financing/rentalDepositInsurance';

/**
 * Rental deposit insurance (document 001 §5, §9). The documents name FirstCaution and say the
 * exempt agencies and the language-specific order links exist, "not shown": these are our values.
 */
export interface InsuranceProviderConfig extends InsuranceProvider {
  /** Where the visitor orders the insurance directly, per language (document 001 §9: fr, it, de). */
  orderLinks: { fr: string; it: string; de: string };
}

export const INSURANCE_PROVIDERS: Readonly<Record<string, InsuranceProviderConfig>> = {
  FirstCaution: {
    id: 'FirstCaution',
    available: true,
    requiredCurrency: 'CHF',
    orderLinks: {
      fr: 'https://www.firstcaution.ch/fr/particuliers/garantie-de-loyer',
      it: 'https://www.firstcaution.ch/it/privati/garanzia-di-affitto',
      de: 'https://www.firstcaution.ch/de/privatpersonen/mietkaution',
    },
  },
};

/** The provider the listing page offers (document 001 §5: "provider FirstCaution"). */
export const DEFAULT_INSURANCE_PROVIDER = 'FirstCaution';

/**
 * Agencies that handle tenant deposits themselves (document 001 §9 "a list of agency ids is
 * exempt"): their listings get no insurance offer. Account ids of the demo data's agencies that
 * asked to be left out.
 */
export const EXEMPT_AGENCY_IDS: readonly number[] = [9_000_001];
