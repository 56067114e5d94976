/**
 * Token refresh (document 000 §4): when a needed access token is missing or expired the app asks
 * for a new one; crawlers skip it. A token that expires within the skew counts as expired, so a
 * call never leaves with a token that dies on the way.
 */
export const REFRESH_SKEW_SECONDS = 10;

export type TokenRefreshDecision = 'fresh' | 'refresh' | 'skip';

export function decideTokenRefresh(input: {
  isCrawler: boolean;
  /** Expiry (epoch seconds) of the access token held, if any. */
  accessTokenExpiresAt?: number;
  /** Whether something to refresh with is held (a refresh token or a profile). */
  canRefresh: boolean;
  nowSeconds: number;
}): TokenRefreshDecision {
  if (input.isCrawler) return 'skip';
  const fresh =
    input.accessTokenExpiresAt !== undefined && input.accessTokenExpiresAt - REFRESH_SKEW_SECONDS > input.nowSeconds;
  if (fresh) return 'fresh';
  return input.canRefresh ? 'refresh' : 'skip';
}
