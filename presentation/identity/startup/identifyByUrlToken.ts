import { csrfToken, postJson } from '../api/identityApi';

/**
 * A link from our e-mails carried a signed token: the server checks it (GET /api/v1/token?hash,
 * document 000 §7) and, when it holds, identifies this browser's own profile as the mailed user
 * (UserIdentifiedByUrlToken). A new access token then carries the state, and the page is rendered
 * again with it. A token the server refuses changes nothing; true when the visitor was identified.
 */
export async function identifyByUrlToken(urlToken: string): Promise<boolean> {
  try {
    const response = await fetch(`/svc/accounts/api/v1/token?hash=${encodeURIComponent(urlToken)}`, {
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'x-csrf-token': csrfToken() },
    });
    if (!response.ok) return false;
    const refreshed = await postJson('/auth/refresh');
    return refreshed.ok;
  } catch {
    return false;
  }
}
