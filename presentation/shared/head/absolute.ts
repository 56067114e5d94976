/** An absolute URL for the head (og:image, structured data): a URL with its scheme is kept as it is. */
export function absolute(url: string, origin: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}
