import { jest } from '@jest/globals';
import { hash } from '@node-rs/argon2';
import type { SocialProviderSettings } from '#config/identity/identitySettings';
import { claimsOf, TestBrowser } from '../../harness/identity/TestBrowser';
import { type IdentityTestServer, startIdentityTestServer } from '#test/harness/servers/identityTestServer';
import { type PlainOAuth2Provider, startPlainOAuth2Provider } from '../../harness/services/startPlainOAuth2Provider';

jest.setTimeout(60_000);

/**
 * Social login end to end against a plain OAuth 2.0 provider started here (no discovery, no ID
 * token): Facebook-style (`id`, releases verified addresses only, PKCE, secret in the form) and
 * LinkedIn-style (`sub`, an `email_verified` flag, secret in Basic auth, no PKCE), both on the one
 * local provider. The account linking rules are SignInWithSocial's, as on the OpenID Connect path.
 */
describe('social login against a local plain OAuth 2.0 provider', () => {
  let portal: IdentityTestServer;
  let upstream: PlainOAuth2Provider;

  beforeAll(async () => {
    // The portal's port is only known once it listens: start it, then the upstream with its redirect URI, then point the portal at it.
    const social: SocialProviderSettings[] = [];
    portal = await startIdentityTestServer({ identity: { social } });
    upstream = await startPlainOAuth2Provider({
      clientId: 'homefinder',
      clientSecret: 'upstream-secret',
      redirectUri: `${portal.url}/login/social/callback`,
    });
    const endpoints = {
      authorizationEndpoint: upstream.authorizationEndpoint,
      tokenEndpoint: upstream.tokenEndpoint,
      userinfoEndpoint: upstream.userinfoEndpoint,
      clientId: 'homefinder',
      clientSecret: 'upstream-secret',
    };
    social.push(
      {
        protocol: 'oauth2',
        network: 'Facebook',
        ...endpoints,
        scope: 'email public_profile',
        // Facebook's userinfo answer: id, email, name.
        fields: { id: 'id', email: 'email', name: 'name' },
        emailsVerified: true,
        pkce: true,
        tokenAuth: 'client_secret_post',
      },
      {
        protocol: 'oauth2',
        network: 'LinkedIn',
        ...endpoints,
        scope: 'openid profile email',
        fields: { id: 'sub', email: 'email', name: 'name', emailVerified: 'email_verified' },
        emailsVerified: false,
        pkce: false,
        tokenAuth: 'client_secret_basic',
      },
    );
  }, 120_000);

  afterAll(async () => {
    await upstream?.close();
    await portal?.close();
  });

  afterEach(() => upstream.failTokenRequests(undefined));

  /** A visitor on the login page (a live authorization request) who returns to /favorites. */
  async function onLoginPage(): Promise<TestBrowser> {
    const browser = new TestBrowser(portal.url);
    await browser.request('GET', '/');
    const landed = await browser.request('GET', '/auth/login?view=login&callbackUrl=/favorites');
    expect(new URL(landed.url).pathname).toBe('/login');
    return browser;
  }

  /** Clicks "Continue with <network>" and follows every redirect, upstream and back; where it ends. */
  async function socialLogin(browser: TestBrowser, network: string): Promise<URL> {
    const done = await browser.request('GET', `/login/social/${network}`, { crossOrigin: true });
    expect(done.status).toBeLessThan(500);
    return new URL(done.url);
  }

  async function loginMethods(userId: unknown, browser: TestBrowser) {
    return (await browser.request('GET', `/svc/accounts/users/${userId}/loginMethods`)).body.loginMethods as {
      type: string;
      network?: string;
    }[];
  }

  it('registers a new user from the userinfo JSON and signs them in, with state and PKCE, without any ID token', async () => {
    upstream.signIn({ id: '10229876', name: 'Fabio Facebook', email: 'fabio@example.ch' });
    const browser = await onLoginPage();
    const before = upstream.log.tokenRequests.length;
    expect((await socialLogin(browser, 'Facebook')).pathname).toBe('/favorites');
    expect(upstream.log.authorizations.at(-1)).toEqual({ codeChallengeMethod: 'S256', scope: 'email public_profile' });
    expect(upstream.log.tokenRequests.slice(before)).toEqual([
      { clientAuth: 'client_secret_post', hadVerifier: true, answered: 200 },
    ]);
    const claims = claimsOf(browser.cookie('token'));
    expect(claims.auth_state).toBe('UserAuthenticated');
    expect(await loginMethods(claims.user_id, browser)).toEqual([
      expect.objectContaining({ type: 'Social', network: 'Facebook' }),
    ]);
    const user = await browser.request('GET', `/svc/accounts/users/${claims.user_id}`);
    expect(user.body).toMatchObject({ fullName: 'Fabio Facebook' });
  });

  it('signs the same person in the next time by their id, even without an e-mail then', async () => {
    upstream.signIn({ id: '555000111', name: 'Rita Return', email: 'rita@example.ch' });
    const first = await onLoginPage();
    await socialLogin(first, 'Facebook');
    upstream.signIn({ id: '555000111', name: 'Rita Return' });
    const second = await onLoginPage();
    expect((await socialLogin(second, 'Facebook')).pathname).toBe('/favorites');
    expect(claimsOf(second.cookie('token')).user_id).toBe(claimsOf(first.cookie('token')).user_id);
  });

  it('a verified e-mail of an existing account gets the network added to that account (Basic auth, no PKCE)', async () => {
    const existing = await portal.fixtures.user({
      fullName: 'Lara Linked',
      email: 'lara@example.ch',
      passwordHash: await hash('correct horse battery'),
    });
    upstream.signIn({ sub: 'li-7f3a', name: 'Lara L.', email: 'Lara@Example.ch', email_verified: true });
    const browser = await onLoginPage();
    const before = upstream.log.tokenRequests.length;
    expect((await socialLogin(browser, 'LinkedIn')).pathname).toBe('/favorites');
    expect(upstream.log.authorizations.at(-1)?.codeChallengeMethod).toBeUndefined();
    expect(upstream.log.tokenRequests.slice(before)).toEqual([
      { clientAuth: 'client_secret_basic', hadVerifier: false, answered: 200 },
    ]);
    expect(claimsOf(browser.cookie('token')).user_id).toBe(existing);
    expect((await loginMethods(existing, browser)).map((method) => method.network ?? method.type).sort()).toEqual([
      'LinkedIn',
      'Password',
    ]);
  });

  it('an unverified e-mail joins no account and registers nobody: the visitor is told why', async () => {
    await portal.fixtures.user({
      fullName: 'Victim',
      email: 'victim@example.ch',
      passwordHash: await hash('correct horse battery'),
    });
    upstream.signIn({ sub: 'li-attacker', name: 'Attacker', email: 'victim@example.ch', email_verified: false });
    const browser = await onLoginPage();
    const landed = await socialLogin(browser, 'LinkedIn');
    expect(landed.pathname + landed.search).toBe('/login?error=Identity.Social.EmailMissing');
    expect(browser.cookie('refreshToken')).toBeUndefined();
  });

  it('a userinfo without an e-mail cannot register: a clear message on the login page, no 500', async () => {
    upstream.signIn({ id: '777000999', name: 'No Mail' });
    const browser = await onLoginPage();
    const landed = await socialLogin(browser, 'Facebook');
    expect(landed.pathname + landed.search).toBe('/login?error=Identity.Social.EmailMissing');
    expect(browser.cookie('refreshToken')).toBeUndefined();
  });

  it('a callback whose state is not the one this browser left with redeems no code and signs nobody in', async () => {
    upstream.signIn({ id: '31337', name: 'Mallory', email: 'mallory@example.ch' });
    const browser = await onLoginPage();
    const toUpstream = await browser.request('GET', '/login/social/Facebook', { follow: false });
    const back = await browser.request('GET', toUpstream.location as string, { follow: false });
    const callback = new URL(back.location as string);
    expect(callback.searchParams.get('state')).toBeTruthy();
    callback.searchParams.set('state', 'forged-state');
    const before = upstream.log.tokenRequests.length;
    const response = await browser.request('GET', callback.pathname + callback.search, { follow: false });
    expect(response.location).toBe('/login?error=Identity.Social.Failed');
    expect(upstream.log.tokenRequests.length).toBe(before);
    expect(browser.cookie('refreshToken')).toBeUndefined();
  });

  it('a refused authorization (error in the callback) lands on the login page', async () => {
    const browser = await onLoginPage();
    const toUpstream = await browser.request('GET', '/login/social/Facebook', { follow: false });
    const state = new URL(toUpstream.location as string).searchParams.get('state');
    const response = await browser.request('GET', `/login/social/callback?error=access_denied&state=${state}`, {
      follow: false,
    });
    expect(response.location).toBe('/login?error=Identity.Social.Failed');
  });

  it('an error from the token endpoint lands on the login page with the failure text, no 500', async () => {
    upstream.signIn({ id: '404404', name: 'Token Trouble', email: 'trouble@example.ch' });
    upstream.failTokenRequests('invalid_grant');
    const browser = await onLoginPage();
    const userinfoBefore = upstream.log.userinfoRequests;
    const landed = await socialLogin(browser, 'Facebook');
    expect(landed.pathname + landed.search).toBe('/login?error=Identity.Social.Failed');
    expect(upstream.log.tokenRequests.at(-1)?.answered).toBe(400);
    expect(upstream.log.userinfoRequests).toBe(userinfoBefore);
    expect(browser.cookie('refreshToken')).toBeUndefined();
  });

  it('a userinfo without an id signs nobody in', async () => {
    upstream.signIn({ name: 'Nobody', email: 'nobody@example.ch' });
    const browser = await onLoginPage();
    const landed = await socialLogin(browser, 'Facebook');
    expect(landed.pathname + landed.search).toBe('/login?error=Identity.Social.Failed');
  });

  it('only a configured network starts a flow: to its own provider', async () => {
    const browser = await onLoginPage();
    const toFacebook = await browser.request('GET', '/login/social/Facebook', { follow: false });
    expect(new URL(toFacebook.location as string).origin).toBe(upstream.origin);
    const toTwitter = await browser.request('GET', '/login/social/Twitter', { follow: false });
    expect(toTwitter.location).toContain('error=Identity.Social.Failed');
  });
});
