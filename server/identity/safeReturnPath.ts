/**
 * Where to send the browser after login: a path on this site only. Anything else (another host,
 * a protocol-relative //evil.example, a backslash trick) becomes the home page: no open redirect.
 * The check runs on the normalised path that is returned, not only on the raw string: dot segments
 * turn `/.//evil.example` and `/x/..//evil.example` into `//evil.example`, which a browser reads
 * as another host.
 */
export function safeReturnPath(candidate: unknown): string {
  if (typeof candidate !== 'string' || candidate.length > 2000) return '/';
  if (!isLocalPath(candidate)) return '/';
  try {
    const url = new URL(candidate, 'http://portal.invalid');
    if (url.host !== 'portal.invalid') return '/';
    const normalised = `${url.pathname}${url.search}${url.hash}`;
    return isLocalPath(normalised) ? normalised : '/';
  } catch {
    return '/';
  }
}

const isLocalPath = (path: string): boolean =>
  path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') && !/[\u0000-\u001f\u007f]/.test(path);
