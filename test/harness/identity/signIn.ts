import { TestBrowser } from './TestBrowser';

/** Tests only: a browser past its first page with a guest profile (profile, token, CSRF cookie). */
export async function visitor(origin: string, headers: Record<string, string> = {}): Promise<TestBrowser> {
  const browser = new TestBrowser(origin);
  await browser.startGuest('/', headers);
  return browser;
}

/** Tests only: opens the login page of a fresh authorization request (the provider's interaction). */
export async function startLogin(browser: TestBrowser, view = 'login'): Promise<void> {
  await browser.request('GET', `/auth/login?view=${view}&callbackUrl=${encodeURIComponent('/')}`);
}

/** Tests only: signs the browser in with a password and follows the provider back; throws when refused. */
export async function signIn(
  browser: TestBrowser,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<void> {
  await startLogin(browser);
  const answered = await browser.request('POST', '/login/password', { json: { email, password }, headers });
  if (answered.status !== 200) throw new Error(`password login answered ${answered.status}`);
  await browser.request('GET', answered.body.redirectTo);
}
