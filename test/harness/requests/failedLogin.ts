import { TestBrowser } from '#test/harness/identity/TestBrowser';

/**
 * A wrong password for `email` on the portal at `origin`, as a guessing script sends it (the
 * login page first, for its cookies): the answer's status and how long it took. The Redis
 * fault test and its full-size script count attempts with it.
 */
export async function failedLogin(origin: string, email: string): Promise<{ status: number; ms: number }> {
  const browser = new TestBrowser(origin);
  await browser.request('GET', '/auth/login?view=login&callbackUrl=%2F');
  const started = Date.now();
  const answer = await browser.request('POST', '/login/password', { json: { email, password: 'not the password' } });
  return { status: answer.status, ms: Date.now() - started };
}
