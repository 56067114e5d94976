import { TestBrowser } from '#test/harness/identity/TestBrowser';

export interface NewUser {
  fullName: string;
  email: string;
  password: string;
}

/**
 * Tests only: a visitor registers with a password on the portal at `origin` and confirms the code
 * mailed to them, read from the mail viewer (IDENTITY_MAIL_VIEWER=true) at `mailOrigin` (another
 * node of the same cluster may answer it). Returns their browser, signed in.
 */
export async function registerVisitor(origin: string, user: NewUser, mailOrigin = origin): Promise<TestBrowser> {
  const browser = new TestBrowser(origin);
  await browser.request('GET', '/');
  await browser.request('GET', `/auth/login?view=register&callbackUrl=${encodeURIComponent('/')}`);
  const started = await browser.request('POST', '/login/register', { json: { ...user, acceptTerms: true } });
  if (started.status !== 200) throw new Error(`registration answered ${started.status}`);
  const outbox = (await (await fetch(`${mailOrigin}/dev/mail.json?to=${encodeURIComponent(user.email)}`)).json()) as {
    mails: { text: string }[];
  };
  const code = /\b(\d{6})\b/.exec(outbox.mails[0]?.text ?? '')?.[1];
  const confirmed = await browser.request('POST', '/login/register/confirm', { json: { email: user.email, code } });
  if (confirmed.status !== 200) throw new Error(`confirming the code answered ${confirmed.status}`);
  await browser.request('GET', confirmed.body.redirectTo);
  return browser;
}
