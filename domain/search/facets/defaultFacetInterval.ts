import type { TransactionType } from '#domain/listings/Listing';
import type { RangeFacetName } from './FacetSpec';

/**
 * Bucket widths when a range facet names none: the price slider's steps (document 001 §9:
 * "Price slider step 10000 (sell), 100 (rent)") and 10 m² for living area (our choice).
 */
export function defaultFacetInterval(name: RangeFacetName, transactionType: TransactionType | undefined): number {
  if (name === 'livingArea') return 10;
  return transactionType === 'Rent' ? 100 : 10000;
}
