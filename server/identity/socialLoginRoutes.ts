import type Router from '@koa/router';
import type { Container } from 'inversify';
import type { Context } from 'koa';
import { SignInWithSocial } from '#application/identity/tokens';
import type { IdentityConfig } from '#config/identity/IdentityConfig';
import { isLoginNetwork, type LoginNetwork } from '#domain/identity/LoginMethod';
import type { DomainError } from '#domain/shared/DomainError';
import type { SocialChecks, SocialUpstream } from '#application/identity/ports';
import { SocialUpstreams } from '#config/identity/IdentityServerParts';
import type { SocialProviderSettings } from '#config/identity/identitySettings';
import { COOKIES } from './identityConstants';
import { selfOrigin } from './selfOrigin';
import { readSignedValue, signValue } from './signedValue';

interface SocialFlow extends SocialChecks {
  network: LoginNetwork;
}

const FLOW_TTL_SECONDS = 10 * 60;
const CALLBACK_PATH = '/login/social/callback';

/**
 * Social login (document 000 §7: Facebook, Google, Twitter, LinkedIn, Wechat) against the upstream
 * provider each network is configured with (IDENTITY_SOCIAL_<NETWORK>_*): OpenID Connect by
 * discovery or plain OAuth 2.0 by endpoints, both with state (PKCE and nonce where they apply)
 * kept in a signed cookie. The callback sits under /login so that it still has the provider's
 * interaction cookie. Shown and allowed only with the portal's allowSocialLogin. Every failure
 * lands on the login page with a message key, never a 500.
 */
export function socialLoginRoutes(
  router: Router,
  options: {
    root: Container;
    config: IdentityConfig;
    production: boolean;
    allowSocial: (ctx: Context) => boolean;
    finish: (ctx: Context, userId: number, registered: boolean) => Promise<void>;
  },
): void {
  // Made on first use and kept: an OIDC upstream keeps its discovered metadata.
  const upstreams = new Map<SocialProviderSettings, SocialUpstream>();
  const upstreamOf = (ctx: Context, network: unknown): SocialUpstream | undefined => {
    if (!options.allowSocial(ctx) || !isLoginNetwork(network)) return undefined;
    const settings = options.config.settings.social.find((provider) => provider.network === network);
    if (!settings) return undefined;
    const upstream = upstreams.get(settings) ?? options.root.get(SocialUpstreams)(settings);
    upstreams.set(settings, upstream);
    return upstream;
  };
  const failed = (ctx: Context, message: string) => ctx.redirect(`/login?error=${encodeURIComponent(message)}`);
  const upstreamFailed = (ctx: Context, network: string, error: DomainError) => {
    ctx.state.log?.warn(
      { network, code: error.code, detail: error.values?.detail ?? error.values?.error },
      'social login failed upstream',
    );
    failed(ctx, error.message);
  };

  router.get('/social/callback', async (ctx) => {
    const flow = readSignedValue<SocialFlow>(
      options.config.keys.hmacKey,
      'social-flow',
      ctx.cookies.get(COOKIES.socialFlow),
    );
    // Single use: whatever happens next, this flow's state cannot be replayed.
    ctx.cookies.set(COOKIES.socialFlow, null, { path: '/login' });
    const upstream = flow ? upstreamOf(ctx, flow.network) : undefined;
    if (!flow || !upstream) return failed(ctx, 'Identity.Social.Failed');
    const person = await upstream.finish(new URL(`${selfOrigin(ctx)}${CALLBACK_PATH}${ctx.search}`), flow);
    if (!person.ok) return upstreamFailed(ctx, upstream.network, person.error);
    const { requestContext } = ctx.state;
    const result = await options.root.get(SignInWithSocial).execute({
      network: upstream.network,
      ...person.value,
      regionalSettings: { culture: requestContext.culture, currencyId: requestContext.currency },
    });
    if (!result.ok) return failed(ctx, result.error.message);
    try {
      await options.finish(ctx, result.value.userId, result.value.registered);
    } catch (error) {
      // The login page's own request ended meanwhile (its interaction expired): the visitor starts again.
      ctx.state.log?.warn({ err: error, network: upstream.network }, 'social login could not finish the interaction');
      return failed(ctx, 'Identity.Social.Failed');
    }
    // finish() answered JSON for fetch callers; this one is a browser redirect.
    ctx.redirect((ctx.body as { redirectTo: string }).redirectTo);
  });

  router.get('/social/:network', async (ctx) => {
    const upstream = upstreamOf(ctx, ctx.params.network);
    if (!upstream) return failed(ctx, 'Identity.Social.Failed');
    const started = await upstream.start(`${selfOrigin(ctx)}${CALLBACK_PATH}`);
    if (!started.ok) return upstreamFailed(ctx, upstream.network, started.error);
    const flow: SocialFlow = { network: upstream.network, ...started.value.checks };
    ctx.cookies.set(COOKIES.socialFlow, signValue(options.config.keys.hmacKey, 'social-flow', flow, FLOW_TTL_SECONDS), {
      httpOnly: true,
      sameSite: 'lax',
      secure: options.production && ctx.secure,
      path: '/login',
      maxAge: FLOW_TTL_SECONDS * 1000,
    });
    ctx.redirect(started.value.url.toString());
  });
}
