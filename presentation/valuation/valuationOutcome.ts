import type { DomainError } from '#domain/shared/DomainError';

/** Document 002 §8: "Other errors | toast kind error 'Valuation.Form.Messages.Failure'". */
export const VALUATION_FAILURE = 'Valuation.Form.Messages.Failure';

/** What the page shows after a valuate call (document 002 §8). */
export type ValuationOutcome =
  | { kind: 'none' }
  | { kind: 'valued' }
  | { kind: 'postponed' }
  | { kind: 'rateLimited' }
  | { kind: 'invalid'; field?: string }
  | { kind: 'failed' };

/**
 * A refused valuation as the page shows it (document 002 §4, §8): 429 the rate-limit modal, 424
 * postponed, 422 invalid, anything else the failure toast. Every outcome but the failure closes
 * the captcha modal.
 */
export function refusedValuation(error: DomainError): ValuationOutcome {
  switch (error.kind) {
    case 'TOO_MANY_REQUESTS':
      return { kind: 'rateLimited' };
    case 'FAILED_DEPENDENCY':
      return { kind: 'postponed' };
    case 'UNPROCESSABLE':
      return { kind: 'invalid', field: error.field };
    default:
      return { kind: 'failed' };
  }
}
