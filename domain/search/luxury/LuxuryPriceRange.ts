/** Document 001 §3: "Luxury price range: per country and currency, min, max, active". */
export interface LuxuryPriceRange {
  countryISO: string;
  currencyId: string;
  min: number;
  max: number;
  active: boolean;
}
