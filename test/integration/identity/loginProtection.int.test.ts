import { jest } from '@jest/globals';
import { hash } from '@node-rs/argon2';
import { claimsOf, type TestBrowser } from '../../harness/identity/TestBrowser';
import { signIn, startLogin, visitor } from '../../harness/identity/signIn';
import { type IdentityTestServer, startIdentityTestServer } from '#test/harness/servers/identityTestServer';

jest.setTimeout(120_000);

/**
 * docs/security.md "Login protection": the attacker is limited, not the account. Counters are per
 * (client address, account) and per client; the account as a whole is only slowed down; a right
 * credential from a browser that signed in to that account before always gets through. The
 * default limits, with the slow-down shortened to keep the test quick.
 */
let server: IdentityTestServer;
const PASSWORD = 'correct horse battery';
const from = (address: string) => ({ 'x-forwarded-for': address });

beforeAll(async () => {
  server = await startIdentityTestServer({ slowDown: { stepMs: 20, maxMs: 100 } });
}, 120_000);

afterAll(() => server?.close());

async function owner(email: string): Promise<number> {
  return server.fixtures.user({ email, passwordHash: await hash(PASSWORD) });
}

async function attackerAt(address: string, view = 'login'): Promise<TestBrowser> {
  const browser = await visitor(server.url, from(address));
  await startLogin(browser, view);
  return browser;
}

it("10 addresses × 5 wrong passwords (and more) leave the owner's right password working, from a new browser and from a known one", async () => {
  const id = await owner('olga@example.ch');
  const known = await visitor(server.url, from('198.51.100.20'));
  await signIn(known, 'olga@example.ch', PASSWORD, from('198.51.100.20'));
  for (let address = 1; address <= 12; address++) {
    const attacker = await attackerAt(`203.0.113.${address}`);
    for (let attempt = 0; attempt < 6; attempt++) {
      const guess = await attacker.request('POST', '/login/password', {
        json: { email: 'olga@example.ch', password: `guess ${attempt}` },
        headers: from(`203.0.113.${address}`),
      });
      // Each address gets its five tries, then only that address is refused.
      expect(guess.status).toBe(attempt < 5 ? 401 : 429);
    }
  }
  // A browser the owner never used, from the owner's address: slowed down, not refused.
  const fresh = await attackerAt('198.51.100.21');
  const right = await fresh.request('POST', '/login/password', {
    json: { email: 'olga@example.ch', password: PASSWORD },
    headers: from('198.51.100.21'),
  });
  expect(right.status).toBe(200);
  // The owner's own browser, even behind an address the attacker shares (its pair is spent): let through.
  await startLogin(known);
  const shared = await known.request('POST', '/login/password', {
    json: { email: 'olga@example.ch', password: PASSWORD },
    headers: from('203.0.113.1'),
  });
  expect(shared.status).toBe(200);
  await known.request('GET', shared.body.redirectTo);
  expect(claimsOf(known.cookie('token')).user_id).toBe(id);
});

it("5 wrong e-mail codes from another address leave the owner's right code working", async () => {
  await owner('otto@example.ch');
  const browser = await visitor(server.url, from('198.51.100.30'));
  await startLogin(browser, 'emailCode');
  await browser.request('POST', '/login/email-code/send', {
    json: { email: 'otto@example.ch' },
    headers: from('198.51.100.30'),
  });
  const code = /\b(\d{6})\b/.exec((await server.lastMail('otto@example.ch'))?.text ?? '')?.[1] as string;
  const attacker = await attackerAt('203.0.113.40', 'emailCode');
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 6; attempt++) {
    const wrong = String((Number(code) + 1 + attempt) % 1_000_000).padStart(6, '0');
    statuses.push(
      (
        await attacker.request('POST', '/login/email-code', {
          json: { email: 'otto@example.ch', code: wrong },
          headers: from('203.0.113.40'),
        })
      ).status,
    );
  }
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  const right = await browser.request('POST', '/login/email-code', {
    json: { email: 'otto@example.ch', code },
    headers: from('198.51.100.30'),
  });
  expect(right.status).toBe(200);
});

it('code requests by a third party do not stop the owner getting a code', async () => {
  await owner('oona@example.ch');
  const attacker = await attackerAt('203.0.113.50', 'emailCode');
  for (let request = 0; request < 6; request++)
    await attacker.request('POST', '/login/email-code/send', {
      json: { email: 'oona@example.ch' },
      headers: from('203.0.113.50'),
    });
  const lastByAttacker = (await server.lastMail('oona@example.ch'))?.text;
  const browser = await visitor(server.url, from('198.51.100.50'));
  await startLogin(browser, 'emailCode');
  const asked = await browser.request('POST', '/login/email-code/send', {
    json: { email: 'oona@example.ch' },
    headers: from('198.51.100.50'),
  });
  expect(asked.status).toBe(200);
  const mail = await server.lastMail('oona@example.ch');
  expect(mail?.kind).toBe('login-code');
  expect(mail?.text).not.toBe(lastByAttacker);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] as string;
  const right = await browser.request('POST', '/login/email-code', {
    json: { email: 'oona@example.ch', code },
    headers: from('198.51.100.50'),
  });
  expect(right.status).toBe(200);
});
