import type Router from '@koa/router';
import type { Container } from 'inversify';
import type { Context } from 'koa';
import * as oidc from 'openid-client';
import { SignInWithSocial } from '../../application/identity/tokens';
import type { IdentityConfig } from '../../config/identity/IdentityConfig';
import type { SocialProviderSettings } from '../../config/identity/identitySettings';
import { isLoginNetwork } from '../../domain/identity/LoginMethod';
import { COOKIES } from './identityConstants';
import { selfOrigin } from './selfOrigin';
import { readSignedValue, signValue } from './signedValue';

interface SocialFlow {
  network: string;
  state: string;
  nonce: string;
  verifier: string;
}

const FLOW_TTL_SECONDS = 10 * 60;

/**
 * Social login (document 000 §7: Facebook, Google, Twitter, LinkedIn, Wechat) against whatever
 * OpenID Connect provider each network is configured with (IDENTITY_SOCIAL_<NETWORK>_*): code flow
 * with PKCE, state and nonce (openid-client). The callback sits under /login so that it still has
 * the provider's interaction cookie. Shown and allowed only with the portal's allowSocialLogin.
 */
export function socialLoginRoutes(router: Router, options: {
  root: Container;
  config: IdentityConfig;
  production: boolean;
  allowSocial: (ctx: Context) => boolean;
  finish: (ctx: Context, userId: number, registered: boolean) => Promise<void>;
}): void {
  const configurations = new Map<string, Promise<oidc.Configuration>>();
  const configurationOf = (provider: SocialProviderSettings) => {
    let configuration = configurations.get(provider.network);
    if (!configuration) {
      const issuer = new URL(provider.issuer);
      configuration = oidc.discovery(issuer, provider.clientId, provider.clientSecret, undefined, issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined);
      // A failed discovery is retried on the next click, not cached.
      configuration.catch(() => configurations.delete(provider.network));
      configurations.set(provider.network, configuration);
    }
    return configuration;
  };
  const providerOf = (ctx: Context, network: unknown) =>
    options.allowSocial(ctx) && isLoginNetwork(network) ? options.config.settings.social.find((provider) => provider.network === network) : undefined;
  const failed = (ctx: Context, reason: string) => ctx.redirect(`/login?error=${encodeURIComponent(reason)}`);

  router.get('/social/callback', async (ctx) => {
    const flow = readSignedValue<SocialFlow>(options.config.keys.hmacKey, 'social-flow', ctx.cookies.get(COOKIES.socialFlow));
    ctx.cookies.set(COOKIES.socialFlow, null, { path: '/login' });
    const provider = flow ? providerOf(ctx, flow.network) : undefined;
    if (!flow || !provider) return failed(ctx, 'Identity.Social.Failed');
    try {
      const configuration = await configurationOf(provider);
      const tokens = await oidc.authorizationCodeGrant(configuration, new URL(ctx.href), { pkceCodeVerifier: flow.verifier, expectedState: flow.state, expectedNonce: flow.nonce });
      const claims = tokens.claims();
      if (!claims?.sub) return failed(ctx, 'Identity.Social.Failed');
      const result = await options.root.get(SignInWithSocial).execute({
        network: provider.network, subject: claims.sub,
        email: typeof claims.email === 'string' ? claims.email : undefined, emailVerified: claims.email_verified === true,
        name: typeof claims.name === 'string' ? claims.name : undefined,
        regionalSettings: { culture: ctx.state.requestContext.culture, currencyId: ctx.state.requestContext.currency },
      });
      if (!result.ok) return failed(ctx, result.error.message);
      await options.finish(ctx, result.value.userId, result.value.registered);
      // finish() answered JSON for fetch callers; this one is a browser redirect.
      ctx.redirect((ctx.body as { redirectTo: string }).redirectTo);
    } catch (error) {
      ctx.state.log?.warn({ err: error, network: provider.network }, 'social login failed');
      failed(ctx, 'Identity.Social.Failed');
    }
  });

  router.get('/social/:network', async (ctx) => {
    const provider = providerOf(ctx, ctx.params.network);
    if (!provider) return failed(ctx, 'Identity.Social.Failed');
    const configuration = await configurationOf(provider);
    const flow: SocialFlow = { network: provider.network, state: oidc.randomState(), nonce: oidc.randomNonce(), verifier: oidc.randomPKCECodeVerifier() };
    ctx.cookies.set(COOKIES.socialFlow, signValue(options.config.keys.hmacKey, 'social-flow', flow, FLOW_TTL_SECONDS), {
      httpOnly: true, sameSite: 'lax', secure: options.production && ctx.secure, path: '/login', maxAge: FLOW_TTL_SECONDS * 1000,
    });
    ctx.redirect(oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: `${selfOrigin(ctx)}/login/social/callback`,
      scope: provider.scope,
      state: flow.state,
      nonce: flow.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
      code_challenge_method: 'S256',
    }).toString());
  });
}
