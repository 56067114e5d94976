import { useEffect } from 'react';
import { usePersonalPageContext } from '#presentation/shared/personal/usePersonalPageContext';
import { REFRESH_SKEW_SECONDS } from '#domain/identity/TokenRefreshDecision';
import { RefreshSession } from '#application/identity/tokens';
import { useLazyInjection } from '#presentation/shared/di/ContainerContext';

/**
 * Keeps the access token cookie fresh while a page stays open (document 000 §4 "Token refresh"):
 * shortly before it expires, POST /auth/refresh. Crawlers have no identity and skip it. A failed
 * refresh is logged and rethrown, so it surfaces as an unhandled rejection for error reporting.
 */
export function SessionKeeper() {
  const { identity } = usePersonalPageContext();
  const expiresAt = identity?.expiresAt ?? null;
  const refreshSession = useLazyInjection(RefreshSession);
  useEffect(() => {
    if (expiresAt === null) return undefined;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = (at: number) => {
      const delay = Math.max(5_000, (at - REFRESH_SKEW_SECONDS) * 1000 - Date.now());
      timer = setTimeout(() => void refresh(), delay);
    };
    const refresh = async () => {
      const result = await refreshSession.execute();
      if (!result.ok) {
        console.error('token refresh failed', result.error);
        throw new Error(`token refresh failed: ${result.error.code}`);
      }
      if (result.value.expiresAt) schedule(result.value.expiresAt);
    };
    schedule(expiresAt);
    return () => clearTimeout(timer);
  }, [expiresAt, refreshSession]);
  return null;
}
