import { type ChildProcess, fork, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import http from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import pg from 'pg';
import { withDatabase } from '#test/harness/db/openTestDatabase';
import { SHARED_MEDIA_DIR } from '#test/harness/servers/portalProcess';
import { TestBrowser } from '#test/harness/identity/TestBrowser';
import { rowsChanged } from '#test/harness/db/visitorRows';
import { registerVisitor } from '../../harness/requests/registerVisitor';

/**
 * The shared pages hold nothing of a signed-in visitor, carry a
 * listing's new price once the change log names it, and never mix cultures or currencies.
 * The production portal (built pages, page cache on) runs in a child process on PGlite, or on a
 * fresh database of the PostgreSQL server at DATABASE_URL.
 */
jest.setTimeout(600_000);

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const SEARCH = '/switzerland/buy';
const TTL_S = 60;
const user = { fullName: 'Zora Zimmermann', email: 'zora.shared@example.ch', password: 'correct horse battery' };

let child: ChildProcess;
let origin: string;
let dataDir: string;
let pgDatabase: string | undefined;

interface Page {
  status: number;
  html: string;
  etag: string | null;
  cache: string | null;
  cacheControl: string | null;
}

async function open(pathname: string, headers: Record<string, string> = {}): Promise<Page> {
  const response = await fetch(origin + pathname, { headers: { accept: 'text/html', ...headers } });
  return {
    status: response.status,
    html: await response.text(),
    etag: response.headers.get('etag'),
    cache: response.headers.get('x-page-cache'),
    cacheControl: response.headers.get('cache-control'),
  };
}

/** A browser's page view (its cookies), as TestBrowser keeps them. */
async function openAs(browser: TestBrowser, pathname: string): Promise<Page> {
  const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return open(pathname, cookie ? { cookie } : {});
}

function send(message: object): Promise<{ rows?: Record<string, number> }> {
  return new Promise((resolve, reject) => {
    const onMessage = (answer: { kind: string; message?: string; rows?: Record<string, number> }) => {
      child.off('message', onMessage);
      if (answer.kind === 'done') resolve(answer);
      else reject(new Error(answer.message));
    };
    child.on('message', onMessage);
    child.send(message);
  });
}

async function administer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function signUp(): Promise<TestBrowser> {
  return registerVisitor(origin, user);
}

beforeAll(async () => {
  // The pages are Vike's production build: make it when this checkout has none.
  if (!existsSync(path.resolve('dist/server'))) {
    const build = spawnSync(process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), 'build'], {
      stdio: 'ignore',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'shared-pages-'));
  mkdirSync(SHARED_MEDIA_DIR, { recursive: true });
  symlinkSync(SHARED_MEDIA_DIR, path.join(dataDir, 'media'), 'dir');
  let databaseUrl = '';
  if (process.env.DATABASE_URL) {
    pgDatabase = `shared_pages_${process.pid}`;
    await administer(`create database "${pgDatabase}"`);
    databaseUrl = withDatabase(process.env.DATABASE_URL, pgDatabase);
  }
  child = fork(path.resolve('test/harness/servers/sharedPagesPortal.ts'), [], {
    execArgv: ['--import', './server/register.js'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: '',
      DEMO_LISTINGS: '200',
      MAP_TILE_URL: '',
      IDENTITY_MAIL_VIEWER: 'true',
      PAGE_CACHE_MB: '32',
      PAGE_CACHE_TTL_S: String(TTL_S),
      PAGE_CACHE_REFRESH_MS: '250',
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  origin = await new Promise<string>((resolve, reject) => {
    child.once('message', (message: { kind: string; url: string }) => resolve(message.url));
    child.once('exit', (code) => reject(new Error(`portal exited with ${code}`)));
  });
});

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (pgDatabase) await administer(`drop database if exists "${pgDatabase}" with (force)`);
});

describe('shared pages', () => {
  it('(a) a signed-in visitor gets the shared page, privately: the same bytes as guests and crawlers, none of it theirs', async () => {
    const zora = await signUp();
    const listing = /href="\/listing\/(\d+)/.exec((await open(SEARCH)).html)?.[1];
    expect(listing).toBeDefined();
    const csrf = zora.cookie('csrf') as string;
    // The readable marker says only that this browser has an account session.
    expect(zora.cookie('signed_in')).toBe('1');

    for (const pathname of [SEARCH, `/listing/${listing}`]) {
      // Zora's first view renders the page (or finds it), her second is answered before identity.
      await openAs(zora, pathname);
      const theirs = await openAs(zora, pathname);
      const guest = new TestBrowser(origin);
      await guest.startGuest('/cookies-policy');
      const anonymous = await openAs(guest, pathname);
      const crawler = await open(pathname, { 'user-agent': GOOGLEBOT });
      for (const page of [theirs, anonymous, crawler]) {
        expect(page.status).toBe(200);
        expect(page.html).not.toContain(user.fullName);
        expect(page.html).not.toContain(user.email);
        expect(page.html).not.toContain(csrf);
        expect(page.html).not.toMatch(/"searchId":\d/);
        expect(page.html).not.toContain('UserAuthenticated');
      }
      // What was answered to her is hers: her browser may keep it (revalidating), a CDN must not.
      expect(theirs.cacheControl).toBe('private, no-cache');
      expect(theirs.cache).toBe('hit');
      for (const page of [anonymous, crawler])
        expect(page.cacheControl).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
      // The same bytes for all three, from the node's cache.
      expect(theirs.etag).toBe(anonymous.etag);
      expect(theirs.html).toBe(anonymous.html);
      expect(crawler.etag).toBe(anonymous.etag);
      expect(crawler.html).toBe(anonymous.html);
      expect(crawler.cache).toBe('hit');
    }

    // Her part arrives after hydration, from the one personal request.
    const part = await zora.request('GET', '/svc/portal/visitor');
    expect(part.status).toBe(200);
    expect(part.body.identity).toMatchObject({ state: 'UserAuthenticated', fullName: user.fullName });
  });

  it('a stale signed-in marker is put right by the next page, and the shared page still answers', async () => {
    const guest = new TestBrowser(origin);
    await guest.startGuest();
    const cookie = [...guest.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${origin}${SEARCH}`, {
      headers: { accept: 'text/html', cookie: `${cookie}; signed_in=1` },
    });
    await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join('\n')).toMatch(/signed_in=;/);
  });

  it('(a) the personal part comes from one small request, for the visitor who asks', async () => {
    const guest = new TestBrowser(origin);
    await guest.startGuest();
    const part = await guest.request('GET', '/svc/portal/visitor');
    expect(part.status).toBe(200);
    expect(part.body.identity).toMatchObject({ state: 'GuestUnknown', userId: null, fullName: null });
    expect(part.body.identity.csrfToken).toBe(guest.cookie('csrf'));
    expect(part.body.isCrawler).toBe(false);
    const unknown = await guest.request('GET', '/svc/portal/visitor?listings=1');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'listings' });
  });

  it('a first visit gets the shared page: public, no Set-Cookie, the bytes a returning guest and a crawler get, and writes nothing (docs/pages.md "What a first visit gets")', async () => {
    const listing = /href="\/listing\/(\d+)/.exec((await open(SEARCH)).html)?.[1];
    const before = (await send({ kind: 'visitorRows' })).rows ?? {};
    for (const pathname of ['/', SEARCH, `/listing/${listing}`]) {
      await open(pathname, { 'user-agent': CHROME });
      const response = await fetch(origin + pathname, { headers: { accept: 'text/html', 'user-agent': CHROME } });
      const first = await response.text();
      expect(response.status).toBe(200);
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(response.headers.get('cache-control')).toMatch(
        /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
      );
      expect(response.headers.get('etag')).toBeTruthy();
      // No language in the path: another Accept-Language is redirected to its own (a CDN must vary on it).
      expect(response.headers.get('vary')).toMatch(/Accept-Language/);
      // Answered before identity, as a returning visitor's page is.
      expect(response.headers.get('x-page-cache')).toBe('hit');
      const crawler = await open(pathname, { 'user-agent': GOOGLEBOT });
      expect(crawler.html).toBe(first);
      expect(crawler.etag).toBe(response.headers.get('etag'));
    }
    for (let visit = 0; visit < 30; visit++) await open(`/listing/${listing}`, { 'user-agent': CHROME });
    expect(rowsChanged(before, (await send({ kind: 'visitorRows' })).rows ?? {})).toEqual({});
    // A returning guest (one who accepted the cookie banner: a profile, a token) gets the same bytes.
    const guest = new TestBrowser(origin);
    await guest.startGuest('/');
    const returning = await openAs(guest, '/');
    expect(returning.html).toBe((await open('/', { 'user-agent': CHROME })).html);
  });

  it('a page whose Host names another port neither stores nor gets a page with that port: the origin is configured', async () => {
    const port = new URL(origin).port;
    const pathname = '/switzerland/geneva/buy';
    const odd = await new Promise<{ status?: number; html: string; cache?: string }>((resolve, reject) => {
      http
        .get(`${origin}${pathname}`, { headers: { accept: 'text/html', host: '127.0.0.1:1' } }, (response) => {
          let html = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (html += chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode, html, cache: response.headers['x-page-cache'] as string }),
          );
        })
        .on('error', reject);
    });
    expect(odd.status).toBe(200);
    expect(odd.html).not.toContain('127.0.0.1:1/');
    expect(odd.html).toContain(`<link rel="canonical" href="http://127.0.0.1:${port}${pathname}"`);
    const next = await open(pathname);
    expect(next.html).not.toContain('127.0.0.1:1/');
    expect(next.html).toBe(odd.html);
  });

  it('what is rendered for one visitor is kept by nobody: the page context of a client navigation is private, no-store', async () => {
    const zora = new TestBrowser(origin);
    await zora.startGuest();
    const cookie = [...zora.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const json = await fetch(`${origin}/index.pageContext.json`, { headers: { cookie } });
    await json.text();
    expect(json.headers.get('cache-control')).toBe('private, no-store');
  });

  it('(a) a stored page answers 304 to the browser that holds it', async () => {
    const first = await open('/');
    // node:http, not fetch: fetch adds Cache-Control: no-cache to a conditional request, which asks for the body.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      http
        .get(`${origin}/`, { headers: { accept: 'text/html', 'if-none-match': first.etag ?? '' } }, (response) => {
          response.resume();
          resolve(response.statusCode);
        })
        .on('error', reject);
    });
    expect(status).toBe(304);
  });

  it('a page from the cache carries the security headers of every answer, its CSP allowing its inline scripts by hash (docs/pages.md §4)', async () => {
    await open('/');
    const hit = await fetch(`${origin}/`, { headers: { accept: 'text/html', 'user-agent': GOOGLEBOT } });
    const html = await hit.text();
    expect(hit.headers.get('x-page-cache')).toBe('hit');
    // A page rendered for the one who asked (Vike's page context of a client navigation) has the nonce.
    const rendered = await fetch(`${origin}/index.pageContext.json`, { headers: { 'user-agent': GOOGLEBOT } });
    await rendered.text();
    const renderedPolicy = rendered.headers.get('content-security-policy') ?? '';
    expect(renderedPolicy).toMatch(/'nonce-[^']+'/);
    for (const name of [
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'permissions-policy',
      'cross-origin-opener-policy',
      'strict-transport-security',
    ]) {
      expect(hit.headers.get(name)).toBeTruthy();
      expect(hit.headers.get(name)).toBe(rendered.headers.get(name));
    }
    const inlineScripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      (match) => `'sha256-${createHash('sha256').update(match[1]).digest('base64')}'`,
    );
    expect(inlineScripts.length).toBeGreaterThan(0);
    expect(hit.headers.get('content-security-policy')).toBe(
      renderedPolicy.replace(/'nonce-[^']+'/, inlineScripts.join(' ')),
    );
  });

  it('a culture chosen with `c` is the page in that culture, shared: the browser remembers the choice, not the answer', async () => {
    await open('/?c=fr');
    const response = await fetch(`${origin}/?c=fr`, { headers: { accept: 'text/html', 'user-agent': CHROME } });
    const html = await response.text();
    expect(response.headers.get('x-page-cache')).toBe('hit');
    expect(html).toContain('<html lang="fr"');
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(response.headers.get('cache-control')).toMatch(/^public, /);
    // The URL names the language: nothing to negotiate.
    expect(response.headers.get('vary')).not.toMatch(/Accept-Language/);
  });

  it('(b) a listing’s new price reaches its page and a search page showing it before the TTL, through the change log', async () => {
    const search = await open(SEARCH);
    const listing = Number(/href="\/listing\/(\d+)/.exec(search.html)?.[1]);
    await open(`/listing/${listing}`);
    expect((await open(`/listing/${listing}`)).cache).toBe('hit');
    expect((await open(SEARCH)).cache).toBe('hit');

    const started = Date.now();
    await send({ kind: 'setPrice', listingId: listing, value: 1_234_567 });
    const newPrice = /1[,'’\u202f\u00a0. ]?234[,'’\u202f\u00a0. ]?567/;
    const seen = async (pathname: string) => {
      while (Date.now() - started < TTL_S * 1000) {
        if (newPrice.test((await open(pathname)).html)) return Date.now() - started;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      return undefined;
    };
    const onListing = await seen(`/listing/${listing}`);
    const onSearch = await seen(SEARCH);
    // Well before the TTL would have dropped them: the change log did.
    expect(onListing).toBeLessThan((TTL_S * 1000) / 2);
    expect(onSearch).toBeLessThan((TTL_S * 1000) / 2);
  });

  it('(c) another culture or currency never shares an entry', async () => {
    const listing = /href="\/listing\/(\d+)/.exec((await open(SEARCH)).html)?.[1];
    const pathname = `/listing/${listing}`;
    const variants = [
      { cookie: 'culture=en; currency=EUR', lang: 'en' },
      { cookie: 'culture=fr; currency=EUR', lang: 'fr' },
      { cookie: 'culture=en; currency=CHF', lang: 'en' },
    ];
    const pages = [];
    for (const variant of variants) {
      await open(pathname, { cookie: variant.cookie });
      const page = await open(pathname, { cookie: variant.cookie });
      expect(page.cache).toBe('hit');
      expect(page.html).toContain(`<html lang="${variant.lang}"`);
      pages.push(page);
    }
    expect(new Set(pages.map((page) => page.etag)).size).toBe(3);
    expect(pages[2].html).toContain('"currency":"CHF"');
    expect(pages[0].html).toContain('"currency":"EUR"');
  });
});
