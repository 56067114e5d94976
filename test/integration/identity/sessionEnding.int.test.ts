import { jest } from '@jest/globals';
import { hash } from '@node-rs/argon2';
import { claimsOf, type TestBrowser } from '../../harness/identity/TestBrowser';
import { signIn, visitor } from '../../harness/identity/signIn';
import { type IdentityTestServer, startIdentityTestServer } from '#test/harness/servers/identityTestServer';

jest.setTimeout(120_000);

/**
 * docs/security.md "Ending sessions": a password change ends every other session, and logout or
 * a password change make those sessions' access tokens refused from then on, not at their expiry.
 */
let server: IdentityTestServer;
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  server = await startIdentityTestServer();
}, 120_000);

afterAll(() => server?.close());

async function signedIn(email: string): Promise<TestBrowser> {
  const browser = await visitor(server.url);
  await signIn(browser, email, PASSWORD);
  return browser;
}

/** The user's full record with a bare bearer, as any client holding the token could ask. */
const readUser = (token: string, userId: number) =>
  fetch(`${server.url}/svc/accounts/users/${userId}?mode=Full`, { headers: { authorization: `Bearer ${token}` } });

it("a password change ends the other browser's session: its access token and refresh token are refused; the changer stays in", async () => {
  const userId = await server.fixtures.user({ email: 'paula@example.ch', passwordHash: await hash(PASSWORD) });
  const changer = await signedIn('paula@example.ch');
  const other = await signedIn('paula@example.ch');
  const otherToken = other.cookie('token') as string;
  expect((await readUser(otherToken, userId)).status).toBe(200);
  const changed = await changer.request('PUT', `/svc/accounts/users/${userId}/password`, {
    json: { currentPassword: PASSWORD, newPassword: 'a brand new passphrase 2' },
  });
  expect(changed.status).toBe(204);
  expect((await readUser(otherToken, userId)).status).toBe(401);
  // Its refresh token renews nothing: the other browser's next page finds itself signed out.
  other.cookies.delete('token');
  await other.request('GET', '/');
  expect(claimsOf(other.cookie('token')).user_id).toBeNull();
  // The browser that changed the password keeps its session.
  expect((await readUser(changer.cookie('token') as string, userId)).status).toBe(200);
  changer.cookies.delete('token');
  await changer.request('GET', '/');
  expect(claimsOf(changer.cookie('token')).user_id).toBe(userId);
});

it('after logout the access token no longer reads the user', async () => {
  const userId = await server.fixtures.user({ email: 'lukas@example.ch', passwordHash: await hash(PASSWORD) });
  const browser = await signedIn('lukas@example.ch');
  const token = browser.cookie('token') as string;
  expect((await readUser(token, userId)).status).toBe(200);
  const out = await browser.request('POST', '/auth/logout');
  expect(out.status).toBe(200);
  expect((await readUser(token, userId)).status).toBe(401);
});
