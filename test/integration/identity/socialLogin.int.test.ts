import { jest } from '@jest/globals';
import type { SocialProviderSettings } from '#config/identity/identitySettings';
import { claimsOf, TestBrowser } from '../../harness/identity/TestBrowser';
import { type IdentityTestServer, startIdentityTestServer } from '#test/harness/servers/identityTestServer';
import { startUpstreamProvider } from '../../harness/services/startUpstreamProvider';

jest.setTimeout(60_000);

/**
 * Social login end to end against a second OpenID Connect provider started here: the portal
 * discovers it, sends the visitor there with PKCE, state and nonce, and signs them in on return.
 */
describe('social login against a local upstream OpenID Connect provider', () => {
  let portal: IdentityTestServer;
  let upstream: Awaited<ReturnType<typeof startUpstreamProvider>>;
  const account = { sub: 'google-user-42', email: 'greta@example.ch', email_verified: true, name: 'Greta Social' };

  beforeAll(async () => {
    // The portal's port is only known once it listens: start it, then the upstream with its redirect URI, then point the portal at it.
    const social: SocialProviderSettings[] = [];
    portal = await startIdentityTestServer({ identity: { social } });
    upstream = await startUpstreamProvider({
      account,
      redirectUri: `${portal.url}/login/social/callback`,
      clientId: 'homefinder',
      clientSecret: 'upstream-secret',
    });
    social.push({
      protocol: 'oidc',
      network: 'Google',
      issuer: upstream.issuer,
      clientId: 'homefinder',
      clientSecret: 'upstream-secret',
      scope: 'openid email profile',
    });
  }, 120_000);

  afterAll(async () => {
    await upstream?.close();
    await portal?.close();
  });

  async function socialLogin(browser: TestBrowser): Promise<string> {
    await browser.request('GET', '/');
    const landed = await browser.request('GET', '/auth/login?view=login&callbackUrl=/favorites');
    expect(new URL(landed.url).pathname).toBe('/login');
    const done = await browser.request('GET', '/login/social/Google', { crossOrigin: true });
    return new URL(done.url).pathname;
  }

  it('registers a new user from the upstream claims and signs them in', async () => {
    const browser = new TestBrowser(portal.url);
    expect(await socialLogin(browser)).toBe('/favorites');
    expect(browser.visited.some((hop) => hop.startsWith('GET /interaction/'))).toBe(true);
    const claims = claimsOf(browser.cookie('token'));
    expect(claims.auth_state).toBe('UserAuthenticated');
    const methods = await browser.request('GET', `/svc/accounts/users/${claims.user_id}/loginMethods`);
    expect(methods.body.loginMethods).toEqual([expect.objectContaining({ type: 'Social', network: 'Google' })]);
  });

  it('signs the same user in the next time (the network and subject are remembered)', async () => {
    const first = new TestBrowser(portal.url);
    await socialLogin(first);
    const second = new TestBrowser(portal.url);
    await socialLogin(second);
    expect(claimsOf(second.cookie('token')).user_id).toBe(claimsOf(first.cookie('token')).user_id);
  });

  it('a tampered social callback (state not ours) signs nobody in', async () => {
    const browser = new TestBrowser(portal.url);
    await browser.request('GET', '/');
    await browser.request('GET', '/auth/login?view=login&callbackUrl=/');
    const response = await browser.request('GET', '/login/social/callback?code=stolen&state=forged', { follow: false });
    expect(response.location).toContain('/login?error=Identity.Social.Failed');
    expect(browser.cookie('refreshToken')).toBeUndefined();
  });

  it('an unconfigured network is refused', async () => {
    const browser = new TestBrowser(portal.url);
    await browser.request('GET', '/');
    await browser.request('GET', '/auth/login?view=login&callbackUrl=/');
    const response = await browser.request('GET', '/login/social/Facebook', { follow: false });
    expect(response.location).toContain('error=Identity.Social.Failed');
  });
});
