import type { AuthenticationState } from './AuthenticationState';

/**
 * What the browser does with the profileId start-up parameter (document 000 §2), which arrives on
 * links from our e-mails. A profile id is a number anyone can type, so it is only ever a hint:
 * it never switches the browser to that profile and never loads that profile's data. What
 * identifies the visitor is the signed URL token the same link carries (`hash`, the one
 * GET /api/v1/token?hash checks on the server): with it, the server identifies the browser's own
 * profile as the mailed user (UserIdentifiedByUrlToken, document 000 §4); without it, nothing
 * happens. An authenticated user is already known better than a link could tell.
 */
export type ProfileHintDecision =
  /** No hint in the address. */
  | { kind: 'none' }
  /** The link names the profile this browser already has: nothing to do. */
  | { kind: 'sameProfile' }
  /** Ask the server to check the signed token; it alone decides. */
  | { kind: 'verifyUrlToken'; urlToken: string }
  /** A profile id without proof (or for a visitor who cannot gain from it): ignored. */
  | { kind: 'ignored'; reason: 'unproven' | 'authenticated' | 'crawler' };

export interface ProfileHintInput {
  hintedProfileId?: number;
  /** The signed token of the link (`hash`), unverified. */
  urlToken?: string;
  /** The browser's own profile (from the verified profile cookie), null when unknown. */
  ownProfileId: number | null;
  state: AuthenticationState | null | undefined;
  isCrawler: boolean;
}

export function decideProfileHint(input: ProfileHintInput): ProfileHintDecision {
  if (input.hintedProfileId === undefined && input.urlToken === undefined) return { kind: 'none' };
  if (input.isCrawler || !input.state) return { kind: 'ignored', reason: 'crawler' };
  if (input.state === 'UserAuthenticated') return { kind: 'ignored', reason: 'authenticated' };
  if (input.urlToken) return { kind: 'verifyUrlToken', urlToken: input.urlToken };
  if (input.hintedProfileId === input.ownProfileId) return { kind: 'sameProfile' };
  return { kind: 'ignored', reason: 'unproven' };
}
