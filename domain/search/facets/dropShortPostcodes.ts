import type { FacetValue } from './FacetSpec';

/** Document 001 §5: "Postcode facet values shorter than three characters are dropped (postcode minimum length 3)". */
export const POSTCODE_MIN_LENGTH = 3;

export function dropShortPostcodes(values: readonly FacetValue[]): FacetValue[] {
  return values.filter((v) => v.value.trim().length >= POSTCODE_MIN_LENGTH);
}
