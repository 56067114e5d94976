/**
 * Tests only: a cookie-keeping HTTP client that follows redirects within one origin, like a
 * browser would, and records where it went. Enough to drive the login flows without Chromium.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- test support reads any JSON answer or raw SQL row */
export class TestBrowser {
  /** The portal's cookies (its host); other hosts' cookies are kept apart, as a browser does. */
  readonly cookies = new Map<string, string>();
  private readonly otherHosts = new Map<string, Map<string, string>>();
  readonly visited: string[] = [];

  constructor(readonly origin: string) {}

  /**
   * What a browser does on its first page until it has a guest profile: the page (which writes
   * nothing), the personal part after hydration (the CSRF cookie), then an act that bears the
   * profile (POST /auth/guest, as accepting the cookie banner does).
   */
  async startGuest(path = '/', headers: Record<string, string> = {}): Promise<void> {
    await this.request('GET', path, { headers });
    await this.request('GET', '/svc/portal/visitor', { headers: { ...headers, accept: 'application/json' } });
    const born = await this.request('POST', '/auth/guest', { json: {}, headers });
    if (born.status !== 200) throw new Error(`POST /auth/guest answered ${born.status}`);
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  private jar(url: string): Map<string, string> {
    const host = new URL(url).hostname;
    if (host === new URL(this.origin).hostname) return this.cookies;
    let jar = this.otherHosts.get(host);
    if (!jar) this.otherHosts.set(host, (jar = new Map()));
    return jar;
  }

  /** A request; redirects are followed (GET) while they stay on our origin. */
  async request(
    method: string,
    path: string,
    options: {
      json?: unknown;
      form?: Record<string, string>;
      headers?: Record<string, string>;
      follow?: boolean;
      csrf?: boolean;
      crossOrigin?: boolean;
    } = {},
  ): Promise<{ status: number; url: string; body: any; location?: string }> {
    let url = new URL(path, this.origin).toString();
    let currentMethod = method;
    let body: string | undefined =
      options.json !== undefined
        ? JSON.stringify(options.json)
        : options.form
          ? new URLSearchParams(options.form).toString()
          : undefined;
    for (let hop = 0; hop < 20; hop++) {
      const headers: Record<string, string> = { accept: 'text/html,application/json', ...options.headers };
      const jar = this.jar(url);
      if (jar.size > 0) headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      if (body !== undefined)
        headers['content-type'] = options.json !== undefined ? 'application/json' : 'application/x-www-form-urlencoded';
      if (options.csrf !== false && currentMethod !== 'GET' && jar.has('csrf'))
        headers['x-csrf-token'] = jar.get('csrf') as string;
      const response = await fetch(url, { method: currentMethod, headers, body, redirect: 'manual' });
      this.visited.push(`${currentMethod} ${new URL(url).pathname}`);
      for (const line of response.headers.getSetCookie()) this.store(jar, line);
      const location = response.headers.get('location') ?? undefined;
      if (location && response.status >= 300 && response.status < 400 && options.follow !== false) {
        const next = new URL(location, url);
        if (next.origin !== this.origin && !options.crossOrigin)
          return { status: response.status, url, body: await response.text(), location: next.toString() };
        url = next.toString();
        currentMethod = 'GET';
        body = undefined;
        continue;
      }
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        // not JSON: keep the text
      }
      return { status: response.status, url, body: parsed, location };
    }
    throw new Error('too many redirects');
  }

  private store(jar: Map<string, string>, line: string): void {
    const [pair, ...attributes] = line.split(';');
    const index = pair.indexOf('=');
    const name = pair.slice(0, index).trim();
    const value = pair.slice(index + 1).trim();
    const expired = attributes.some((attribute) => /^\s*expires=Thu, 01 Jan 1970/i.test(attribute)) || value === '';
    if (expired) jar.delete(name);
    else jar.set(name, value);
  }
}

/** The claims of a JWT, unverified (the test reads what the server verified). */
export function claimsOf(token: string | undefined): Record<string, unknown> {
  if (!token) throw new Error('no token');
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
}
