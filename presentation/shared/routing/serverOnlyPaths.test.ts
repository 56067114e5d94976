import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isServerOnlyPath } from './serverOnlyPaths';

const PAGES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../pages');

/** Every page's route, as Vike's router in the browser runs it (a string or a route function). */
async function routes(): Promise<{ page: string; matches(pathname: string): boolean }[]> {
  const pages = readdirSync(PAGES).filter((page) => existsSync(path.join(PAGES, page, '+route.ts')));
  const loaded = [];
  // One at a time: jest's ESM loader fails on modules imported concurrently.
  for (const page of pages) {
    const route = ((await import(path.join(PAGES, page, '+route.ts'))) as { default: unknown }).default;
    const matches = (pathname: string) =>
      typeof route === 'string'
        ? route === pathname
        : !!(route as (context: unknown) => unknown)({ urlPathname: pathname });
    loaded.push({ page, matches });
  }
  return loaded;
}

const pageRoutes = await routes();

describe('links to server-only paths', () => {
  // Document 000 §7 "Browser redirects": the login goes through /auth/login, answered by the server;
  // a page that claimed it rendered "Page not found" after a click on "Log in".
  it.each(['/auth/login', '/auth/callback', '/social/facebook', '/svc/identity/auth', '/dev/mail'])(
    'match no page, so the browser loads %s from the server',
    (pathname) => {
      expect(isServerOnlyPath(pathname)).toBe(true);
      const claimedBy = pageRoutes.filter((route) => route.matches(pathname)).map((route) => route.page);
      expect(claimedBy).toEqual([]);
    },
  );

  it('leave the pages their own paths (the provider’s /login page, a content page)', () => {
    expect(isServerOnlyPath('/login')).toBe(false);
    expect(isServerOnlyPath('/about-us')).toBe(false);
    expect(isServerOnlyPath('/authors')).toBe(false);
  });
});
