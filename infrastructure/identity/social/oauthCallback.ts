import { timingSafeEqual } from 'node:crypto';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { SocialFailures, type SocialChecks } from './SocialUpstream';

/**
 * The provider's answer on our redirect URI, checked before any code is redeemed: a refusal (`error`)
 * or a state that is not the one this browser left with (a forged or replayed callback) ends here.
 */
export function checkedCallback(callbackUrl: URL, checks: SocialChecks): Result<{ code: string }, DomainError> {
  const params = callbackUrl.searchParams;
  const refusal = params.get('error');
  if (refusal) return err(SocialFailures.denied(refusal.slice(0, 100)));
  if (!sameText(params.get('state') ?? '', checks.state)) return err(SocialFailures.stateMismatch());
  const code = params.get('code');
  if (!code) return err(SocialFailures.tokenFailed('no code in the callback'));
  return ok({ code });
}

const sameText = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** A short text for the log: the provider's OAuth error code and status when it sent one, else the error's code and message. */
export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 300);
  const { error: oauthError, status, code } = error as { error?: unknown; status?: unknown; code?: unknown };
  if (typeof oauthError === 'string') return `${oauthError}${typeof status === 'number' ? ` (${status})` : ''}`;
  return `${typeof code === 'string' ? code : error.name}: ${error.message}`.slice(0, 300);
}
