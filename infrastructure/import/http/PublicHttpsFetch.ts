import https from 'node:https';
import type { IncomingMessage } from 'node:http';
import { err, ok, type Result } from '#domain/shared/Result';
import { PublicHttpsEndpoints } from '#infrastructure/shared/net/PublicHttpsEndpoints';

export type FetchFailure = 'REFUSED' | 'TOO_LARGE' | 'TIMEOUT' | 'FAILED';

export interface Fetched {
  bytes: Buffer;
  contentType: string;
}

export interface FetchLimits {
  maxBytes: number;
  /** The whole exchange, redirects included: a server that trickles one byte a second is cut off. */
  timeoutMs: number;
}

const MAX_REDIRECTS = 3;

/**
 * A GET of a URL an agency gave (a feed, a picture), under the outbound-URL rule (docs/security.md
 * "Outbound URLs"): the URL and every redirect's target are checked, and the connection's own
 * lookup refuses a private address (DNS rebinding). Within a byte limit (a declared length over it
 * is refused before the body, a longer body as soon as it passes) and a deadline for the whole of it.
 * Uncompressed only (`accept-encoding: identity`): a gzip answer is a decompression bomb's door.
 */
export class PublicHttpsFetch {
  private readonly agent: https.Agent;

  constructor(
    private readonly endpoints: PublicHttpsEndpoints = new PublicHttpsEndpoints(),
    /** TLS options (a private CA in tests). */
    tls: https.AgentOptions = {},
  ) {
    this.agent = endpoints.agent({ ...tls, keepAlive: false });
  }

  async get(url: string, limits: FetchLimits): Promise<Result<Fetched, FetchFailure>> {
    const deadline = Date.now() + limits.timeoutMs;
    let current = url;
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      if (!(await this.endpoints.accepts(current))) return err('REFUSED');
      const answer = await this.once(current, limits.maxBytes, deadline);
      if (!answer.ok || !('location' in answer.value)) return answer as Result<Fetched, FetchFailure>;
      try {
        current = new URL(answer.value.location, current).toString();
      } catch {
        return err('FAILED');
      }
    }
    return err('FAILED');
  }

  private once(
    url: string,
    maxBytes: number,
    deadline: number,
  ): Promise<Result<Fetched | { location: string }, FetchFailure>> {
    return new Promise((resolve) => {
      const remaining = deadline - Date.now();
      if (remaining <= 0) return resolve(err('TIMEOUT'));
      let settled = false;
      const settle = (result: Result<Fetched | { location: string }, FetchFailure>) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        request.destroy();
        resolve(result);
      };
      const request = https.get(
        url,
        {
          agent: this.agent,
          headers: { accept: '*/*', 'accept-encoding': 'identity', 'user-agent': 'homefinder-import' },
        },
        (response) => this.read(response, maxBytes, settle),
      );
      const timer = setTimeout(() => settle(err('TIMEOUT')), remaining);
      request.on('error', (error: NodeJS.ErrnoException) =>
        settle(err(error.code === 'ENOTPUBLIC' ? 'REFUSED' : 'FAILED')),
      );
    });
  }

  private read(
    response: IncomingMessage,
    maxBytes: number,
    settle: (result: Result<Fetched | { location: string }, FetchFailure>) => void,
  ): void {
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location)
      return settle(ok({ location: response.headers.location }));
    if (status < 200 || status >= 300) return settle(err('FAILED'));
    const encoding = (response.headers['content-encoding'] ?? 'identity').toLowerCase();
    if (encoding !== 'identity') return settle(err('FAILED'));
    if (Number(response.headers['content-length'] ?? 0) > maxBytes) return settle(err('TOO_LARGE'));
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) return settle(err('TOO_LARGE'));
      chunks.push(chunk);
    });
    response.on('error', () => settle(err('FAILED')));
    response.on('end', () =>
      settle(ok({ bytes: Buffer.concat(chunks, size), contentType: String(response.headers['content-type'] ?? '') })),
    );
  }
}
