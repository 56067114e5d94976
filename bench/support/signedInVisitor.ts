import { TestBrowser } from '#server/identity/testing/TestBrowser';

/**
 * A visitor signed in through the portal's own registration (e-mail code read from the local
 * mail viewer: the portal runs with IDENTITY_MAIL_VIEWER=true). Returns their cookie header.
 */
export async function signedInVisitor(origin: string, email = `bench.${Date.now()}@example.ch`): Promise<string> {
  const browser = new TestBrowser(origin);
  await browser.request('GET', '/');
  await browser.request('GET', `/auth/login?view=register&callbackUrl=${encodeURIComponent('/')}`);
  const started = await browser.request('POST', '/login/register', {
    json: { fullName: 'Bench Visitor', email, password: 'correct horse battery', acceptTerms: true },
  });
  if (started.status !== 200) throw new Error(`registration refused: ${JSON.stringify(started.body)}`);
  const outbox = (await (await fetch(`${origin}/dev/mail.json?to=${encodeURIComponent(email)}`)).json()) as {
    mails: { text: string }[];
  };
  const code = /\b(\d{6})\b/.exec(outbox.mails[0]?.text ?? '')?.[1];
  const confirmed = await browser.request('POST', '/login/register/confirm', { json: { email, code } });
  if (confirmed.status !== 200) throw new Error(`registration code refused: ${JSON.stringify(confirmed.body)}`);
  await browser.request('GET', confirmed.body.redirectTo);
  return [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}
