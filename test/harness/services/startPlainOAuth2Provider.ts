import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import Koa from 'koa';

/** Tests only: what the plain OAuth 2.0 provider saw, for the test to check the portal's side of the protocol. */
export interface PlainOAuth2Log {
  authorizations: { codeChallengeMethod?: string; scope?: string }[];
  tokenRequests: {
    clientAuth: 'client_secret_post' | 'client_secret_basic' | 'none';
    hadVerifier: boolean;
    answered: number;
  }[];
  userinfoRequests: number;
}

export interface PlainOAuth2Provider {
  /** e.g. http://localhost:PORT: a different host from the portal's 127.0.0.1, so the cookies stay apart. */
  origin: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  userinfoEndpoint: string;
  log: PlainOAuth2Log;
  /** The userinfo JSON the next sign-in answers (any shape: Facebook's, LinkedIn's, …). */
  signIn(userinfo: Record<string, unknown>): void;
  /** The token endpoint answers this OAuth error (400) until cleared with undefined. */
  failTokenRequests(error: string | undefined): void;
  close(): Promise<void>;
}

/**
 * A small plain OAuth 2.0 provider in the style of Facebook's: an authorization endpoint that
 * signs the current person in at once and redirects back with a code and the state; a token
 * endpoint that checks the client, the redirect URI and the PKCE verifier; and a userinfo JSON for
 * the bearer token. No discovery document and no ID token, so nothing OpenID Connect can help.
 */
export async function startPlainOAuth2Provider(options: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}): Promise<PlainOAuth2Provider> {
  const codes = new Map<string, { userinfo: Record<string, unknown>; redirectUri: string; challenge?: string }>();
  const tokens = new Map<string, Record<string, unknown>>();
  const log: PlainOAuth2Log = { authorizations: [], tokenRequests: [], userinfoRequests: 0 };
  let current: Record<string, unknown> = {};
  let tokenError: string | undefined;
  const random = () => randomBytes(18).toString('base64url');

  const router = new Router();
  router.get('/dialog/oauth', (ctx) => {
    const {
      client_id: clientId,
      redirect_uri: redirectUri,
      response_type: responseType,
      state,
      scope,
      code_challenge: challenge,
      code_challenge_method: method,
    } = ctx.query as Record<string, string | undefined>;
    // A real provider shows an error page for an unknown client or redirect URI, never redirects to it.
    if (clientId !== options.clientId || redirectUri !== options.redirectUri || responseType !== 'code') {
      ctx.status = 400;
      ctx.body = 'invalid client or redirect_uri';
      return;
    }
    log.authorizations.push({ codeChallengeMethod: method, scope });
    const code = random();
    codes.set(code, { userinfo: current, redirectUri, challenge: method === 'S256' ? challenge : undefined });
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    if (state) back.searchParams.set('state', state);
    ctx.redirect(back.toString());
  });

  router.post('/oauth/access_token', bodyParser({ enableTypes: ['form'] }), (ctx) => {
    const form = ctx.request.body as Record<string, string | undefined>;
    const basic = /^Basic (.+)$/i.exec(ctx.get('authorization'))?.[1];
    const [basicId, basicSecret] = basic
      ? Buffer.from(basic, 'base64').toString('utf8').split(':').map(decodeURIComponent)
      : [];
    const clientAuth = basic ? 'client_secret_basic' : form.client_secret ? 'client_secret_post' : 'none';
    const entry = {
      clientAuth,
      hadVerifier: !!form.code_verifier,
      answered: 400,
    } as PlainOAuth2Log['tokenRequests'][number];
    log.tokenRequests.push(entry);
    const answerError = (error: string, status = 400) => {
      entry.answered = status;
      ctx.status = status;
      ctx.body = { error };
    };
    if (tokenError) return answerError(tokenError);
    const [clientId, secret] = basic ? [basicId, basicSecret] : [form.client_id, form.client_secret];
    if (clientId !== options.clientId || secret !== options.clientSecret) return answerError('invalid_client', 401);
    const granted = form.code ? codes.get(form.code) : undefined;
    if (form.code) codes.delete(form.code);
    if (form.grant_type !== 'authorization_code' || !granted || granted.redirectUri !== form.redirect_uri)
      return answerError('invalid_grant');
    if (
      granted.challenge &&
      createHash('sha256')
        .update(form.code_verifier ?? '')
        .digest('base64url') !== granted.challenge
    )
      return answerError('invalid_grant');
    const accessToken = random();
    tokens.set(accessToken, granted.userinfo);
    entry.answered = 200;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { access_token: accessToken, token_type: 'bearer', expires_in: 3600 };
  });

  router.get('/me', (ctx) => {
    log.userinfoRequests++;
    const token = /^Bearer (.+)$/i.exec(ctx.get('authorization'))?.[1];
    const userinfo = token ? tokens.get(token) : undefined;
    if (!userinfo) {
      ctx.status = 401;
      ctx.body = { error: { message: 'Invalid OAuth access token.' } };
      return;
    }
    ctx.body = userinfo;
  });

  const app = new Koa();
  app.use(router.routes());
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    authorizationEndpoint: `${origin}/dialog/oauth`,
    tokenEndpoint: `${origin}/oauth/access_token`,
    userinfoEndpoint: `${origin}/me`,
    log,
    signIn: (userinfo) => (current = userinfo),
    failTokenRequests: (error) => (tokenError = error),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
