import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** Tests only: the person signed in at the upstream provider (a stand-in for Google and co.). */
export interface UpstreamAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

/**
 * A second, independent OpenID Connect provider on localhost (a different host from the portal's
 * 127.0.0.1, so cookies stay apart), whose login page signs `account` in at once. The portal's
 * social login is tested against it end to end: discovery, PKCE, state, nonce, ID token.
 */
export async function startUpstreamProvider(options: {
  account: UpstreamAccount;
  redirectUri: string;
  clientId: string;
  clientSecret: string;
}): Promise<{ issuer: string; close(): Promise<void> }> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://localhost:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    findAccount: async (_ctx, sub) =>
      sub === options.account.sub ? { accountId: sub, claims: async () => ({ ...options.account }) } : undefined,
    // ID tokens carry the claims (no userinfo call needed by the client).
    conformIdTokenClaims: false,
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  });
  provider.use(async (ctx, next) => {
    if (!ctx.path.startsWith('/interaction/')) return next();
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    const grant = new provider.Grant({ accountId: options.account.sub, clientId: String(details.params.client_id) });
    grant.addOIDCScope('openid email profile');
    const grantId = await grant.save();
    ctx.respond = false;
    await provider.interactionFinished(ctx.req, ctx.res, {
      login: { accountId: options.account.sub },
      consent: { grantId },
    });
  });
  server.on('request', provider.callback());
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
