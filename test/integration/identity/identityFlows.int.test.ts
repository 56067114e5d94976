import { jest } from '@jest/globals';
import { hash } from '@node-rs/argon2';
import { claimsOf, TestBrowser } from '../../harness/identity/TestBrowser';
import { type IdentityTestServer, startIdentityTestServer } from '#test/harness/servers/identityTestServer';

jest.setTimeout(60_000);

let server: IdentityTestServer;
const PASSWORD = 'correct horse battery';
let anna: number;

beforeAll(async () => {
  server = await startIdentityTestServer({
    limits: {
      password: { points: 5, duration: 60 },
      emailCode: { points: 5, duration: 60 },
      emailCodeSend: { points: 20, duration: 60 },
      register: { points: 20, duration: 60 },
    },
  });
  anna = await server.fixtures.user({
    fullName: 'Anna Meier',
    email: 'anna@example.ch',
    passwordHash: await hash(PASSWORD),
  });
}, 120_000);

afterAll(() => server?.close());

/** A browser past its first page that did something bearing a profile: guest profile, token, CSRF cookie. */
async function visitor(): Promise<TestBrowser> {
  const browser = new TestBrowser(server.url);
  await browser.startGuest();
  return browser;
}

/** Starts a login from the portal and lands on the login page (the provider's interaction). */
async function startLogin(browser: TestBrowser, view = 'login', callbackUrl = '/search'): Promise<void> {
  const landed = await browser.request(
    'GET',
    `/auth/login?view=${view}&callbackUrl=${encodeURIComponent(callbackUrl)}`,
  );
  expect(new URL(landed.url).pathname).toBe('/login');
}

/** Follows the redirectTo a login call answered, through the provider back to /auth/callback and on. */
async function follow(browser: TestBrowser, redirectTo: string): Promise<string> {
  const done = await browser.request('GET', redirectTo);
  return new URL(done.url).pathname + new URL(done.url).search;
}

describe('guest profile: born by the first act that needs one, never by a page view', () => {
  it('a first page view sets no cookie at all and creates no profile (docs/pages.md "When a profile is born")', async () => {
    const before = await server.count('profiles');
    const browser = new TestBrowser(server.url);
    // (This server has no pages: test/integration/portal/sharedPages.int.test.ts checks the page's bytes and headers.)
    await browser.request('GET', '/');
    expect([...browser.cookies.keys()]).toEqual([]);
    expect(await server.count('profiles')).toBe(before);
  });

  it('the personal part gives a first visitor their CSRF cookie and says GuestUnknown, with no profile', async () => {
    const before = await server.count('profiles');
    const browser = new TestBrowser(server.url);
    await browser.request('GET', '/');
    const part = await browser.request('GET', '/svc/portal/visitor', { headers: { accept: 'application/json' } });
    expect(part.body.identity).toMatchObject({ state: null, profileId: null, userId: null });
    expect(browser.cookie('csrf')).toMatch(/^[\w-]{43}$/);
    expect(browser.cookie('profile')).toBeUndefined();
    expect(await server.count('profiles')).toBe(before);
  });

  it('POST /auth/guest bears one profile, with a GuestUnknown token, and keeps it on a second call', async () => {
    const before = await server.count('profiles');
    const browser = await visitor();
    expect(browser.cookie('profile')).toMatch(/^\d+\.[\w-]{43}$/);
    const claims = claimsOf(browser.cookie('token'));
    expect(claims).toMatchObject({
      user_id: null,
      auth_state: 'GuestUnknown',
      identified_user_profile_ids: [],
      aud: 'urn:homefinder:api',
      iss: `${server.url}/svc/identity`,
    });
    expect(claims.profile_ids).toEqual([Number(browser.cookie('profile')?.split('.')[0])]);
    expect((claims.exp as number) - (claims.iat as number)).toBe(300);
    const again = await browser.request('POST', '/auth/guest', { json: {} });
    expect(again.body.profileId).toBe((claims.profile_ids as number[])[0]);
    expect(await server.count('profiles')).toBe(before + 1);
  });

  it('POST /auth/guest without the CSRF header bears nothing (another site cannot make profiles)', async () => {
    const before = await server.count('profiles');
    const browser = new TestBrowser(server.url);
    await browser.request('GET', '/svc/portal/visitor', { headers: { accept: 'application/json' } });
    expect((await browser.request('POST', '/auth/guest', { json: {}, csrf: false })).status).toBe(403);
    expect(await server.count('profiles')).toBe(before);
  });

  it('the landing gclid the browser kept in its cookie is stored with the profile when it is born (document 000 §2)', async () => {
    const browser = new TestBrowser(server.url);
    await browser.request('GET', '/?gclid=Cj0KCQ-test_1');
    expect(browser.cookie('gclid')).toBeUndefined();
    // StartupEffects keeps it in a cookie (the shared page sets none).
    browser.cookies.set('gclid', 'Cj0KCQ-test_1');
    await browser.startGuest();
    const profileId = Number(browser.cookie('profile')?.split('.')[0]);
    expect(await server.gclidOf(profileId)).toBe('Cj0KCQ-test_1');
    expect(browser.cookie('gclid')).toBeUndefined();
  });

  it('crawlers get no profile and no token', async () => {
    const bot = new TestBrowser(server.url);
    await bot.request('GET', '/', {
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    });
    expect(bot.cookie('profile')).toBeUndefined();
    expect(bot.cookie('token')).toBeUndefined();
  });

  it('the browser reaches its own profile through the token cookie; a write needs the CSRF header', async () => {
    const browser = await visitor();
    const profileId = browser.cookie('profile')?.split('.')[0];
    const read = await browser.request('GET', `/svc/accounts/profiles/${profileId}`);
    expect(read.status).toBe(200);
    const forged = await browser.request('PUT', `/svc/accounts/profiles/${profileId}/cookiesConsent`, {
      json: { performanceCookies: true, advertisingCookies: true },
      csrf: false,
    });
    expect(forged.status).toBe(403);
    const saved = await browser.request('PUT', `/svc/accounts/profiles/${profileId}/cookiesConsent`, {
      json: { performanceCookies: false, advertisingCookies: false },
    });
    expect(saved.status).toBe(200);
  });
});

describe('tracking beacons (navigator.sendBeacon cannot set the CSRF header)', () => {
  const batch = { actions: [{ source: 'web', portalId: 'international', action: 'listingPage', listingId: 1 }] };

  it("a same-origin beacon passes on the browser's Fetch Metadata; a cross-site one, or one without it, does not", async () => {
    const browser = await visitor();
    const sameOrigin = { 'sec-fetch-site': 'same-origin' };
    expect(
      (await browser.request('POST', '/svc/events/track', { json: batch, csrf: false, headers: sameOrigin })).status,
    ).toBe(202);
    const others: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      {},
    ];
    for (const headers of others)
      expect((await browser.request('POST', '/svc/events/track', { json: batch, csrf: false, headers })).status).toBe(
        403,
      );
  });

  it('Fetch Metadata alone opens no other write', async () => {
    const browser = await visitor();
    const profileId = browser.cookie('profile')?.split('.')[0];
    const forged = await browser.request('PUT', `/svc/accounts/profiles/${profileId}/cookiesConsent`, {
      json: { performanceCookies: true, advertisingCookies: true },
      csrf: false,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(forged.status).toBe(403);
  });
});

describe('register with password (e-mail confirmed by code)', () => {
  it('registers, links the guest profile, authenticates, and rotates the profile secret', async () => {
    const browser = await visitor();
    const guestProfile = browser.cookie('profile') as string;
    await startLogin(browser, 'register');
    const started = await browser.request('POST', '/login/register', {
      json: { fullName: 'Bruno Rossi', email: 'Bruno@Example.ch', password: PASSWORD, acceptTerms: true },
    });
    expect(started).toMatchObject({ status: 200, body: { next: 'confirm' } });
    const mail = await server.lastMail('bruno@example.ch');
    expect(mail?.kind).toBe('registration-code');
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] as string;
    const wrong = await browser.request('POST', '/login/register/confirm', {
      json: { email: 'bruno@example.ch', code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.body.error.message).toBe('Identity.EmailCode.InvalidCode');
    const confirmed = await browser.request('POST', '/login/register/confirm', {
      json: { email: 'bruno@example.ch', code },
    });
    expect(confirmed.status).toBe(200);
    expect(await follow(browser, confirmed.body.redirectTo)).toBe('/search');
    const claims = claimsOf(browser.cookie('token'));
    expect(claims.auth_state).toBe('UserAuthenticated');
    expect(typeof claims.user_id).toBe('number');
    expect(browser.cookie('refreshToken')).toBeDefined();
    // Same profile id, new secret: a copy of the cookie taken before the login (session fixation) is dead.
    const [guestId, guestSecret] = guestProfile.split('.');
    expect(browser.cookie('profile')?.split('.')[0]).toBe(guestId);
    expect(browser.cookie('profile')).not.toBe(guestProfile);
    const attacker = new TestBrowser(server.url);
    attacker.cookies.set('profile', `${guestId}.${guestSecret}`);
    await attacker.startGuest();
    expect(attacker.cookie('profile')?.split('.')[0]).not.toBe(guestId);
    expect(claimsOf(attacker.cookie('token')).profile_ids).not.toContain(Number(guestId));
  });

  it('registering with an e-mail that has an account answers the same, and mails the owner a login code instead', async () => {
    const browser = await visitor();
    await startLogin(browser, 'register');
    const response = await browser.request('POST', '/login/register', {
      json: { fullName: 'Mallory', email: 'anna@example.ch', password: 'another passphrase', acceptTerms: true },
    });
    expect(response).toMatchObject({ status: 200, body: { next: 'confirm' } });
    expect((await server.lastMail('anna@example.ch'))?.kind).toBe('account-exists');
  });

  it("validates with the documents' messages", async () => {
    const browser = await visitor();
    await startLogin(browser, 'register');
    const response = await browser.request('POST', '/login/register', {
      json: { fullName: 'X', email: 'not-an-email', password: PASSWORD, acceptTerms: true },
    });
    expect(response.body.error).toMatchObject({ message: 'General.Validators.InvalidEmail', field: 'email' });
    const short = await browser.request('POST', '/login/register', {
      json: { fullName: 'X', email: 'x@example.ch', password: 'short', acceptTerms: true },
    });
    expect(short.body.error).toMatchObject({ message: 'Must be at least {n} characters', values: { n: 8 } });
    const terms = await browser.request('POST', '/login/register', {
      json: { fullName: 'X', email: 'x@example.ch', password: PASSWORD, acceptTerms: false },
    });
    expect(terms.body.error).toMatchObject({ message: 'Immobox.Validations.Required', field: 'acceptTerms' });
  });
});

describe('password login', () => {
  it('logs in with the right password; wrong password and unknown e-mail answer the same text', async () => {
    const browser = await visitor();
    await startLogin(browser);
    const wrong = await browser.request('POST', '/login/password', {
      json: { email: 'anna@example.ch', password: 'wrong password' },
    });
    const unknown = await browser.request('POST', '/login/password', {
      json: { email: 'nobody@example.ch', password: 'wrong password' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error.message).toBe('Identity.Login.InvalidCredentials');
    const right = await browser.request('POST', '/login/password', {
      json: { email: 'ANNA@example.ch', password: PASSWORD },
    });
    expect(await follow(browser, right.body.redirectTo)).toBe('/search');
    expect(claimsOf(browser.cookie('token'))).toMatchObject({ user_id: anna, auth_state: 'UserAuthenticated' });
  });

  it('brute force: after 5 failures the e-mail is locked out, even for the right password, with a clear message', async () => {
    const victim = await server.fixtures.user({ email: 'victim@example.ch', passwordHash: await hash(PASSWORD) });
    expect(victim).toBeGreaterThan(0);
    const browser = await visitor();
    await startLogin(browser);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(
        (
          await browser.request('POST', '/login/password', {
            json: { email: 'victim@example.ch', password: `guess ${attempt}` },
          })
        ).status,
      ).toBe(401);
    }
    const locked = await browser.request('POST', '/login/password', {
      json: { email: 'victim@example.ch', password: PASSWORD },
    });
    expect(locked.status).toBe(429);
    expect(locked.body.error).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', message: 'Identity.Errors.TooManyAttempts' });
  });

  it("brute force locks the attacker's attempts, not the holder: five wrong passwords from one address leave another address free", async () => {
    const holder = await server.fixtures.user({ email: 'holder@example.ch', passwordHash: await hash(PASSWORD) });
    expect(holder).toBeGreaterThan(0);
    const attacker = await visitor();
    await startLogin(attacker);
    const from = (address: string) => ({ 'x-forwarded-for': address });
    for (let attempt = 0; attempt < 5; attempt++) {
      const guess = await attacker.request('POST', '/login/password', {
        json: { email: 'holder@example.ch', password: `guess ${attempt}` },
        headers: from('203.0.113.66'),
      });
      expect(guess.status).toBe(401);
    }
    const locked = await attacker.request('POST', '/login/password', {
      json: { email: 'holder@example.ch', password: 'guess 6' },
      headers: from('203.0.113.66'),
    });
    expect(locked.status).toBe(429);
    const browser = await visitor();
    await startLogin(browser);
    const right = await browser.request('POST', '/login/password', {
      json: { email: 'holder@example.ch', password: PASSWORD },
      headers: from('198.51.100.7'),
    });
    expect(right.status).toBe(200);
    expect(await follow(browser, right.body.redirectTo)).toBe('/search');
  });

  it('CSRF: a login call without the header, or from another origin, is refused', async () => {
    const browser = await visitor();
    await startLogin(browser);
    expect(
      (
        await browser.request('POST', '/login/password', {
          json: { email: 'anna@example.ch', password: PASSWORD },
          csrf: false,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await browser.request('POST', '/login/password', {
          json: { email: 'anna@example.ch', password: PASSWORD },
          headers: { origin: 'https://evil.example' },
        })
      ).status,
    ).toBe(403);
  });

  it('a login call without a live authorization request is refused (410)', async () => {
    const browser = await visitor();
    expect(
      (await browser.request('POST', '/login/password', { json: { email: 'anna@example.ch', password: PASSWORD } }))
        .status,
    ).toBe(410);
  });
});

describe('e-mail code login', () => {
  it('mails a code read from the outbox; an unknown e-mail gets the same answer (and a "no account" mail)', async () => {
    const browser = await visitor();
    await startLogin(browser, 'emailCode');
    const known = await browser.request('POST', '/login/email-code/send', { json: { email: 'anna@example.ch' } });
    const unknown = await browser.request('POST', '/login/email-code/send', { json: { email: 'ghost@example.ch' } });
    expect(known.body).toEqual(unknown.body);
    expect((await server.lastMail('ghost@example.ch'))?.kind).toBe('no-account');
    const mail = await server.lastMail('anna@example.ch');
    expect(mail?.kind).toBe('login-code');
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] as string;
    const done = await browser.request('POST', '/login/email-code', { json: { email: 'anna@example.ch', code } });
    expect(await follow(browser, done.body.redirectTo)).toBe('/search');
    expect(claimsOf(browser.cookie('token')).user_id).toBe(anna);
    // A code works once.
    const again = await visitor();
    await startLogin(again, 'emailCode');
    expect(
      (await again.request('POST', '/login/email-code', { json: { email: 'anna@example.ch', code } })).status,
    ).toBe(401);
  });

  it('brute force: guessing codes is rate limited', async () => {
    await server.fixtures.user({ email: 'coder@example.ch' });
    const browser = await visitor();
    await startLogin(browser, 'emailCode');
    await browser.request('POST', '/login/email-code/send', { json: { email: 'coder@example.ch' } });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++)
      statuses.push(
        (
          await browser.request('POST', '/login/email-code', {
            json: { email: 'coder@example.ch', code: String(100000 + attempt) },
          })
        ).status,
      );
    expect(statuses.slice(0, 5).every((status) => status === 401)).toBe(true);
    expect(statuses[5]).toBe(429);
  });
});

describe('tokens: refresh, rotation, replay, revocation, logout', () => {
  async function loggedIn(email = 'anna@example.ch'): Promise<TestBrowser> {
    const browser = await visitor();
    await startLogin(browser);
    const right = await browser.request('POST', '/login/password', { json: { email, password: PASSWORD } });
    await follow(browser, right.body.redirectTo);
    return browser;
  }

  it('a missing access token is refreshed with the refresh token (rotated), keeping the user signed in', async () => {
    const browser = await loggedIn();
    const oldRefresh = browser.cookie('refreshToken') as string;
    browser.cookies.delete('token');
    await browser.request('GET', '/');
    expect(claimsOf(browser.cookie('token'))).toMatchObject({ user_id: anna, auth_state: 'UserAuthenticated' });
    expect(browser.cookie('refreshToken')).not.toBe(oldRefresh);
  });

  it('calls that still hold the rotated refresh token (a beacon, a second tab) get the same new tokens, not a replay that ends the session', async () => {
    const browser = await loggedIn();
    browser.cookies.delete('token');
    // A second tab with the same cookies: both send before either answer arrives, then one more late call.
    const tab = new TestBrowser(server.url);
    for (const [name, value] of browser.cookies) tab.cookies.set(name, value);
    const late = new TestBrowser(server.url);
    for (const [name, value] of browser.cookies) late.cookies.set(name, value);
    await Promise.all([browser.request('GET', '/'), tab.request('GET', '/svc/portal/visitor')]);
    await late.request('GET', '/');
    for (const held of [browser, tab, late])
      expect(claimsOf(held.cookie('token'))).toMatchObject({ user_id: anna, auth_state: 'UserAuthenticated' });
    expect(tab.cookie('refreshToken')).toBe(browser.cookie('refreshToken'));
    // The grant lives on: the next refresh with the new refresh token still signs the user in.
    browser.cookies.delete('token');
    await browser.request('GET', '/');
    expect(claimsOf(browser.cookie('token'))).toMatchObject({ user_id: anna, auth_state: 'UserAuthenticated' });
  });

  it('the browser refresh call (/auth/refresh) needs the CSRF header and answers the new expiry and profile', async () => {
    const browser = await loggedIn();
    expect((await browser.request('POST', '/auth/refresh', { csrf: false })).status).toBe(403);
    const refreshed = await browser.request('POST', '/auth/refresh');
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toMatchObject({ state: 'UserAuthenticated', userId: anna });
    expect(refreshed.body.profile.id).toBe(refreshed.body.profileId);
  });

  it('POST /auth/token (document 002 §7) answers the current access token, with the CSRF header only', async () => {
    const browser = await loggedIn();
    expect((await browser.request('POST', '/auth/token', { csrf: false })).status).toBe(403);
    const answered = await browser.request('POST', '/auth/token');
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ tokenType: 'Bearer', token: browser.cookie('token') });
    expect(claimsOf(answered.body.token)).toMatchObject({ user_id: anna, auth_state: 'UserAuthenticated' });
    expect(answered.body.expiresAt).toBe(claimsOf(answered.body.token).exp);
    // Without a session there is none: 401 naming the field (document 000 §5 'Authorization headers is not defined').
    const stranger = new TestBrowser(server.url);
    await stranger.request('GET', '/');
    await stranger.request('GET', '/svc/portal/visitor', { headers: { accept: 'application/json' } });
    const none = await stranger.request('POST', '/auth/token');
    expect(none).toMatchObject({ status: 401, body: { code: 'NO_SESSION', field: 'token' } });
  });

  it('token replay: reusing a rotated refresh token is refused and revokes the grant', async () => {
    const browser = await loggedIn();
    const first = browser.cookie('refreshToken') as string;
    browser.cookies.delete('token');
    await browser.request('GET', '/');
    const second = browser.cookie('refreshToken') as string;
    expect(second).not.toBe(first);
    const secret = server.keys.portalClientSecret;
    const replay = await fetch(`${server.url}/svc/identity/connect/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: first,
        client_id: 'portal',
        client_secret: secret,
      }),
    });
    expect(replay.status).toBe(400);
    expect((await replay.json()).error).toBe('invalid_grant');
    const afterReplay = await fetch(`${server.url}/svc/identity/connect/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: second,
        client_id: 'portal',
        client_secret: secret,
      }),
    });
    expect(afterReplay.status).toBe(400);
  });

  it('revocation: POST /connect/revocation (client id, secret, token, hint refresh_token) kills the refresh token', async () => {
    // A user whose first profile is this browser's: after the session ends they are identified with it.
    await server.fixtures.user({ email: 'rita@example.ch', passwordHash: await hash(PASSWORD) });
    const browser = await loggedIn('rita@example.ch');
    const refreshToken = browser.cookie('refreshToken') as string;
    const secret = server.keys.portalClientSecret;
    const revoked = await fetch(`${server.url}/svc/identity/connect/revocation`, {
      method: 'POST',
      body: new URLSearchParams({
        token: refreshToken,
        token_type_hint: 'refresh_token',
        client_id: 'portal',
        client_secret: secret,
      }),
    });
    expect(revoked.status).toBe(200);
    const reuse = await fetch(`${server.url}/svc/identity/connect/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: 'portal',
        client_secret: secret,
      }),
    });
    expect((await reuse.json()).error).toBe('invalid_grant');
    // The browser's next page finds the session over and carries on as its profile, no longer authenticated.
    browser.cookies.delete('token');
    await browser.request('GET', '/');
    expect(claimsOf(browser.cookie('token'))).toMatchObject({
      user_id: null,
      auth_state: 'UserIdentifiedWithFirstProfile',
    });
    expect(browser.cookie('refreshToken')).toBeUndefined();
  });

  it('logout (CSRF-checked) revokes the refresh token and leaves the browser a guest unknown, with no profile', async () => {
    const browser = await loggedIn();
    const refreshToken = browser.cookie('refreshToken') as string;
    const profile = browser.cookie('profile');
    expect((await browser.request('POST', '/auth/logout', { csrf: false })).status).toBe(403);
    const out = await browser.request('POST', '/auth/logout');
    expect(out.body).toEqual({ redirectTo: '/' });
    expect(browser.cookie('refreshToken')).toBeUndefined();
    expect(profile).toBeDefined();
    expect(browser.cookie('profile')).toBeUndefined();
    const reuse = await fetch(`${server.url}/svc/identity/connect/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: 'portal',
        client_secret: server.keys.portalClientSecret,
      }),
    });
    expect((await reuse.json()).error).toBe('invalid_grant');
    const before = await server.count('profiles');
    await browser.request('GET', '/');
    expect(browser.cookie('token')).toBeUndefined();
    expect(await server.count('profiles')).toBe(before);
  });
});

describe('the authorization request', () => {
  it('PKCE is required and the client must be ours', async () => {
    const noPkce = await fetch(
      `${server.url}/svc/identity/connect/authorize?client_id=portal&response_type=code&scope=openid&redirect_uri=${encodeURIComponent(`${server.url}/auth/callback`)}`,
      { redirect: 'manual' },
    );
    expect(noPkce.headers.get('location') ?? '').toContain('error=invalid_request');
    const otherRedirect = await fetch(
      `${server.url}/svc/identity/connect/authorize?client_id=portal&response_type=code&scope=openid&code_challenge=${'a'.repeat(43)}&code_challenge_method=S256&redirect_uri=${encodeURIComponent('https://evil.example/cb')}`,
      { redirect: 'manual' },
    );
    expect(otherRedirect.status).toBe(400);
  });

  it('no open redirect: a callbackUrl off the site returns home', async () => {
    const browser = await visitor();
    await startLogin(browser, 'login', '//evil.example/steal');
    const right = await browser.request('POST', '/login/password', {
      json: { email: 'anna@example.ch', password: PASSWORD },
    });
    expect(await follow(browser, right.body.redirectTo)).toBe('/');
  });

  it('a callback with a state that is not ours is ignored', async () => {
    const browser = await visitor();
    const response = await browser.request('GET', '/auth/callback?code=abc&state=forged', { follow: false });
    expect(response.location).toBe('/');
    expect(browser.cookie('refreshToken')).toBeUndefined();
  });
});

describe('post-login actions', () => {
  it('a first visitor who favourites gets exactly one profile, bound to the post-login action, and keeps it through the login (document 000 §4 "Favourite click")', async () => {
    const before = await server.count('profiles');
    const browser = new TestBrowser(server.url);
    await browser.request('GET', '/');
    await browser.request('GET', '/svc/portal/visitor', { headers: { accept: 'application/json' } });
    expect(browser.cookie('profile')).toBeUndefined();
    const encoded = await browser.request('POST', '/auth/action', { json: { type: 'createFavorite', listingId: 42 } });
    expect(encoded.status).toBe(200);
    const born = Number(browser.cookie('profile')?.split('.')[0]);
    expect(await server.count('profiles')).toBe(before + 1);
    // The login modal's flow, as before: the profile becomes the user's, the action replays once.
    await startLogin(browser);
    const right = await browser.request('POST', '/login/password', {
      json: { email: 'anna@example.ch', password: PASSWORD },
    });
    await follow(browser, right.body.redirectTo);
    expect(Number(browser.cookie('profile')?.split('.')[0])).toBe(born);
    expect(claimsOf(browser.cookie('token'))).toMatchObject({ user_id: anna, profile_ids: [born] });
    const replayed = await browser.request('POST', '/auth/action/replay', { json: { action: encoded.body.action } });
    expect(replayed.body).toEqual({ action: { type: 'createFavorite', listingId: 42 } });
    expect(await server.count('profiles')).toBe(before + 1);
  });

  it('an encoded action replays once, for the browser that stored it, and not when tampered with', async () => {
    const browser = await visitor();
    const encoded = await browser.request('POST', '/auth/action', { json: { type: 'createFavorite', listingId: 42 } });
    expect(encoded.status).toBe(200);
    const action = encoded.body.action as string;
    const other = await visitor();
    expect((await other.request('POST', '/auth/action/replay', { json: { action } })).status).toBe(409);
    const [body, mac] = action.split('.');
    const forged = `${Buffer.from(Buffer.from(body, 'base64url').toString().replace('42', '43')).toString('base64url')}.${mac}`;
    expect((await browser.request('POST', '/auth/action/replay', { json: { action: forged } })).status).toBe(409);
    expect((await browser.request('POST', '/auth/action/replay', { json: { action }, csrf: false })).status).toBe(403);
    const replayed = await browser.request('POST', '/auth/action/replay', { json: { action } });
    expect(replayed.body).toEqual({ action: { type: 'createFavorite', listingId: 42 } });
    expect((await browser.request('POST', '/auth/action/replay', { json: { action } })).status).toBe(409);
    expect((await browser.request('POST', '/auth/action', { json: { type: 'deleteAccount', userId: 1 } })).status).toBe(
      400,
    );
  });
});

describe('links from our e-mails (GET /api/v1/token?hash)', () => {
  it("identify the browser's profile by URL token and open the user's profiles in the next token; a forged hash does nothing", async () => {
    const { UrlTokens } = await import('#application/identity/ports');
    const urlTokens = server.root.get(UrlTokens);
    const owner = await server.fixtures.user({ email: 'linked@example.ch' });
    const ownerProfile = await server.fixtures.profile({ userId: owner });
    const hash = urlTokens.sign({ userId: owner, profileId: ownerProfile }, 3600);
    const browser = await visitor();
    const forged = await browser.request(
      'GET',
      `/svc/accounts/api/v1/token?hash=${encodeURIComponent(`${hash.split('.')[0]}.AAAA`)}`,
    );
    expect(forged.status).toBe(400);
    const identified = await browser.request('GET', `/svc/accounts/api/v1/token?hash=${encodeURIComponent(hash)}`);
    expect(identified.body.authenticationState).toBe('UserIdentifiedByUrlToken');
    await browser.request('POST', '/auth/refresh');
    expect(claimsOf(browser.cookie('token'))).toMatchObject({
      user_id: null,
      auth_state: 'UserIdentifiedByUrlToken',
      identified_user_profile_ids: [ownerProfile],
    });
  });
});
