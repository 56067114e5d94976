import { createHash, randomBytes } from 'node:crypto';
import Router from '@koa/router';
import type { Container } from 'inversify';
import type { Context } from 'koa';
import { OneTimeCodes, PostLoginActions } from '#application/identity/ports';
import { EndSession } from '#application/identity/tokens';
import { ownProfileIdsOf } from '#domain/identity/ownProfiles';
import { ACTION_TTL_SECONDS, parsePostLoginAction } from '#domain/identity/PostLoginAction';
import type { IdentityConfig } from '#config/identity/IdentityConfig';
import { isPostLoginActionEncoded } from './postLoginActionParam';
import { passesCsrfCheck, rejectCsrf } from './csrf';
import { clearProfileCookie, clearTokenCookies, setTokenCookies } from './identityCookies';
import { API_SCOPE, COOKIES, IDENTITY_PREFIX, PORTAL_CLIENT_ID } from './identityConstants';
import { selfOrigin } from './selfOrigin';
import { readSignedValue, signValue } from './signedValue';
import { safeReturnPath } from './safeReturnPath';
import { TokenEndpoint, TokenEndpointError } from './TokenEndpoint';
import type { IdentitySession } from './identitySession';
import { readBody } from '#server/svc/shared/jsonBody';
import { BadRequest } from '#server/svc/shared/serviceError';

interface AuthFlow {
  state: string;
  verifier: string;
  returnTo: string;
}

const FLOW_TTL_SECONDS = 15 * 60;

/**
 * The portal's side of the login (document 000 §7 "Browser redirects"): /auth/login starts an
 * authorization code request with PKCE and a state; /auth/callback checks both and exchanges the
 * code; /auth/refresh, /auth/token and /auth/logout are the browser's calls (CSRF-checked).
 */
export function portalAuthRoutes(options: {
  root: Container;
  config: IdentityConfig;
  production: boolean;
  session: IdentitySession;
}): Router {
  const { config, production } = options;
  const tokens = new TokenEndpoint(config.keys.portalClientSecret);
  const actions = options.root.get(PostLoginActions);
  const router = new Router();

  // A post-login action (deleteSearch, renameSearch, saveSearch, createFavorite), encoded for this
  // browser's profile; the page stores it and sends it along with /auth/login?action=….
  router.post('/auth/action', async (ctx) => {
    if (!passesCsrfCheck(ctx)) return rejectCsrf(ctx);
    const action = parsePostLoginAction(await readJson(ctx));
    // A favourite (or a search saved) before login is one of the acts that bear a guest profile.
    const profileId =
      action && !ctx.state.requestContext.isCrawler ? (await options.session.guest(ctx)).view.profileId : null;
    if (!action || profileId === null || profileId === undefined) {
      ctx.status = 400;
      ctx.body = { code: 'ACTION_INVALID', message: 'Errors.Message.SomethingWrong', field: 'action' };
      return;
    }
    ctx.body = { action: actions.encode(action, profileId) };
  });

  // Replayed once after login: checked (MAC, expiry, profile) and claimed, then handed to the page to run.
  router.post('/auth/action/replay', async (ctx) => {
    if (!passesCsrfCheck(ctx)) return rejectCsrf(ctx);
    const body = await readJson(ctx);
    if (body === null || typeof body !== 'object') {
      ctx.status = 400;
      ctx.body = { code: 'ACTION_INVALID', message: 'Errors.Message.SomethingWrong', field: 'action' };
      return;
    }
    const encoded = (body as { action?: unknown }).action;
    const { session } = await options.session.current(ctx);
    const decoded =
      typeof encoded === 'string' && session ? actions.decode(encoded, ownProfileIdsOf(session)) : undefined;
    const fresh = decoded
      ? await options.root.get(OneTimeCodes).claim('post-login-action', decoded.nonce, ACTION_TTL_SECONDS)
      : false;
    if (!decoded || !fresh) {
      ctx.status = 409;
      ctx.body = { code: 'ACTION_NOT_REPLAYABLE', message: 'Errors.Message.SomethingWrong', field: 'action' };
      return;
    }
    ctx.body = { action: decoded.action };
  });

  router.get('/auth/login', async (ctx) => {
    const state = randomBytes(24).toString('base64url');
    const verifier = randomBytes(48).toString('base64url');
    const callbackUrl = safeReturnPath(ctx.query.callbackUrl ?? ctx.query.sourceUrl);
    const action =
      typeof ctx.query.action === 'string' && isPostLoginActionEncoded(ctx.query.action) ? ctx.query.action : undefined;
    const returnTo = action ? appendQuery(callbackUrl, 'action', action) : callbackUrl;
    ctx.cookies.set(
      COOKIES.authFlow,
      signValue(config.keys.hmacKey, 'auth-flow', { state, verifier, returnTo } satisfies AuthFlow, FLOW_TTL_SECONDS),
      {
        httpOnly: true,
        sameSite: 'lax',
        secure: production && ctx.secure,
        path: '/auth',
        maxAge: FLOW_TTL_SECONDS * 1000,
      },
    );
    const authorize = new URL(`${selfOrigin(ctx)}${IDENTITY_PREFIX}/connect/authorize`);
    const params: Record<string, string> = {
      client_id: PORTAL_CLIENT_ID,
      response_type: 'code',
      scope: `openid ${API_SCOPE}`,
      redirect_uri: `${selfOrigin(ctx)}/auth/callback`,
      state,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      // Always ask: a provider session left from before a logout must not sign the next visitor in.
      prompt: 'login',
      ui_locales: ctx.state.requestContext.culture,
      acr_values: ctx.query.view === 'login' ? 'login' : ctx.query.view === 'emailCode' ? 'emailCode' : 'register',
    };
    if (typeof ctx.query.email === 'string' && ctx.query.email.length <= 254) params.login_hint = ctx.query.email;
    for (const [name, value] of Object.entries(params)) authorize.searchParams.set(name, value);
    ctx.redirect(authorize.toString());
  });

  router.get('/auth/callback', async (ctx) => {
    const flow = readSignedValue<AuthFlow>(config.keys.hmacKey, 'auth-flow', ctx.cookies.get(COOKIES.authFlow));
    ctx.cookies.set(COOKIES.authFlow, null, { path: '/auth' });
    const { code, state, error } = ctx.query;
    if (!flow || typeof state !== 'string' || state !== flow.state) {
      ctx.state.log?.warn('auth callback: state missing or not ours');
      return ctx.redirect('/');
    }
    if (error || typeof code !== 'string') return ctx.redirect(safeReturnPath(flow.returnTo));
    try {
      const response = await tokens.token(ctx, {
        grant_type: 'authorization_code',
        code,
        code_verifier: flow.verifier,
        redirect_uri: `${selfOrigin(ctx)}/auth/callback`,
      });
      setTokenCookies(ctx, production, {
        accessToken: response.access_token,
        expiresIn: response.expires_in,
        refreshToken: response.refresh_token,
      });
    } catch (failure) {
      ctx.state.log?.error({ err: failure }, 'auth callback: code exchange failed');
      if (!(failure instanceof TokenEndpointError)) throw failure;
    }
    ctx.redirect(safeReturnPath(flow.returnTo));
  });

  // The browser's guest profile before a write that names it (cookie choices, regional settings):
  // the one it holds, or a new one with its token (document 000 §7 "POST /profiles profile
  // creation"; docs/pages.md "When a profile is born"). Crawlers get none.
  router.post('/auth/guest', async (ctx) => {
    if (!passesCsrfCheck(ctx)) return rejectCsrf(ctx);
    ctx.set('Cache-Control', 'no-store');
    if (ctx.state.requestContext.isCrawler) {
      ctx.status = 403;
      ctx.body = { code: 'CRAWLER', message: 'Errors.Message.SomethingWrong', field: null };
      return;
    }
    const session = await options.session.guest(ctx);
    ctx.body = { ...session.view, profile: session.profile };
  });

  // The browser's token refresh (document 000 §4): a new access token, and the profile with it.
  router.post('/auth/refresh', async (ctx) => {
    if (!passesCsrfCheck(ctx)) return rejectCsrf(ctx);
    const session = await options.session.refresh(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = session ? { ...session.view, profile: session.profile } : { state: null };
  });

  // Document 002 §7: "POST /auth/token returns a token": the visitor's current access token (renewed
  // when due) for a call the browser makes with a bearer of its own. CSRF-checked like every /auth call;
  // never cached. A crawler, or a browser without a session, has none (document 000 §5: 'Authorization
  // headers is not defined').
  router.post('/auth/token', async (ctx) => {
    if (!passesCsrfCheck(ctx)) return rejectCsrf(ctx);
    const current = await options.session.current(ctx);
    ctx.set('Cache-Control', 'no-store');
    if (!current.accessToken || !current.view.expiresAt) {
      ctx.status = 401;
      ctx.set('WWW-Authenticate', 'Bearer');
      ctx.body = { code: 'NO_SESSION', message: 'Authorization headers is not defined', field: 'token' };
      return;
    }
    ctx.body = { token: current.accessToken, tokenType: 'Bearer', expiresAt: current.view.expiresAt };
  });

  router.post('/auth/logout', async (ctx) => {
    if (!passesCsrfCheck(ctx)) return rejectCsrf(ctx);
    const refreshToken = ctx.cookies.get(COOKIES.refreshToken);
    // The session ends on every node, not only its refresh token: the access token is refused from now on.
    await options.root.get(EndSession).execute({ accessToken: ctx.cookies.get(COOKIES.token) });
    if (refreshToken) {
      await tokens
        .revoke(ctx, refreshToken)
        .catch((failure: unknown) => ctx.state.log?.error({ err: failure }, 'logout: revocation failed'));
    }
    clearTokenCookies(ctx, production);
    // Logged out means a guest unknown again: the user's profile stays theirs, this browser starts
    // over with none, until it does something that bears one (domain/identity/GuestProfileBirth).
    clearProfileCookie(ctx, production);
    ctx.body = { redirectTo: '/' };
  });

  return router;
}

/** A small JSON body through the one body reader (these routes sit before /svc); anything it refuses reads as no body. */
async function readJson(ctx: Context): Promise<unknown> {
  try {
    return await readBody(ctx, { limit: 4096 });
  } catch (error) {
    if (error instanceof BadRequest) return undefined;
    throw error;
  }
}

function appendQuery(path: string, name: string, value: string): string {
  const url = new URL(path, 'http://portal.invalid');
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}
