/**
 * Where to send the browser after login: a path on this site only. Anything else (another host,
 * a protocol-relative //evil.example, a backslash trick) becomes the home page: no open redirect.
 */
export function safeReturnPath(candidate: unknown): string {
  if (typeof candidate !== 'string' || candidate.length > 2000) return '/';
  if (
    !candidate.startsWith('/') ||
    candidate.startsWith('//') ||
    candidate.includes('\\') ||
    /[\u0000-\u001f]/.test(candidate)
  )
    return '/';
  try {
    const url = new URL(candidate, 'http://portal.invalid');
    return url.host === 'portal.invalid' ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}
