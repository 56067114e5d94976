import type { Context } from 'koa';
import { INTERNAL_CALL_HEADER, INTERNAL_CALL_SECRET } from '#server/middleware/trust';
import { IDENTITY_PREFIX, PORTAL_CLIENT_ID } from './identityConstants';

export interface TokenResponse {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  expires_in: number;
}

/** An error answer of the token endpoint (invalid_grant…), as opposed to a failure to reach it. */
export class TokenEndpointError extends Error {
  constructor(
    readonly error: string,
    readonly status: number,
    description?: string,
  ) {
    super(description ? `${error}: ${description}` : error);
  }

  /** The provider could not answer (its database is down, as it is for the rest of the node): a 503, not a bug. */
  get dependencyUnavailable(): boolean {
    return this.status >= 500;
  }
}

declare module 'koa' {
  interface DefaultContext {
    /** The node's own loopback listener (server/main.ts), open until the node has drained. */
    selfOrigin?: string;
  }
}

/** Where this node answers itself: its loopback listener, else the socket the request came in on. */
function selfOrigin(ctx: Context): string {
  if (ctx.selfOrigin) return ctx.selfOrigin;
  const socket = ctx.req.socket;
  const host = socket.localAddress?.includes(':') ? `[${socket.localAddress}]` : (socket.localAddress ?? '127.0.0.1');
  return `http://${host}:${socket.localPort}`;
}

/**
 * The portal as a client of its own provider: POST /connect/token and /connect/revocation,
 * form-encoded with the client's id and secret (document 000 §7). Sent over loopback to the node
 * itself, so it works behind any proxy and on any port.
 */
export class TokenEndpoint {
  constructor(private readonly clientSecret: string) {}

  async token(ctx: Context, form: Record<string, string>): Promise<TokenResponse> {
    const response = await this.post(ctx, '/connect/token', form);
    const body = (await response.json().catch(() => ({}))) as Partial<TokenResponse> & {
      error?: string;
      error_description?: string;
    };
    if (!response.ok || !body.access_token)
      throw new TokenEndpointError(body.error ?? 'server_error', response.status, body.error_description);
    return body as TokenResponse;
  }

  /** Revokes a refresh token; RFC 7009 answers 200 even for an unknown token. */
  async revoke(ctx: Context, refreshToken: string): Promise<void> {
    const response = await this.post(ctx, '/connect/revocation', {
      token: refreshToken,
      token_type_hint: 'refresh_token',
    });
    if (!response.ok) throw new TokenEndpointError('revocation_failed', response.status);
  }

  private post(ctx: Context, path: string, form: Record<string, string>): Promise<Response> {
    return fetch(`${selfOrigin(ctx)}${IDENTITY_PREFIX}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        host: ctx.host,
        'x-forwarded-proto': ctx.protocol,
        [INTERNAL_CALL_HEADER]: INTERNAL_CALL_SECRET,
      },
      body: new URLSearchParams({ ...form, client_id: PORTAL_CLIENT_ID, client_secret: this.clientSecret }),
      signal: AbortSignal.timeout(10_000),
    });
  }
}
