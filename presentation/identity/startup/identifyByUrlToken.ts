import type { AccountsService, SessionService } from '#application/identity/ports';

/**
 * A link from our e-mails carried a signed token: the server checks it (GET /api/v1/token?hash,
 * document 000 §7) and, when it holds, identifies this browser's own profile as the mailed user
 * (UserIdentifiedByUrlToken). A new access token then carries the state, and the page is rendered
 * again with it. A token the server refuses changes nothing; true when the visitor was identified.
 */
export async function identifyByUrlToken(
  urlToken: string,
  accounts: Pick<AccountsService, 'verifyUrlToken'>,
  session: Pick<SessionService, 'refresh'>,
): Promise<boolean> {
  const verified = await accounts.verifyUrlToken(urlToken);
  if (!verified.ok) return false;
  const refreshed = await session.refresh();
  return refreshed.ok;
}
