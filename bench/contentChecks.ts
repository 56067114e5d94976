/**
 * The content pages' acceptance checks on a running portal (BASE, default http://localhost:3000):
 * axe (serious and critical findings) on every content page in every language, the app
 * advertisement's two steps included; Lighthouse's SEO score of the home page and an article.
 * With SCREENSHOTS=<dir>, the home page, an article with its table of contents, the FAQ and the
 * app advertisement at 390 and 1280 px in en and pt.
 * Run: BASE=http://localhost:3106 node --import ./server/register.js bench/contentChecks.ts
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { seriousAccessibilityProblems } from '#features/support/accessibility';

const BASE = process.env.BASE ?? 'http://localhost:3000';
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const SHOTS = process.env.SCREENSHOTS;
const LANGUAGES = ['en', 'de', 'es', 'fr', 'it', 'pt'] as const;
const prefixed = (language: string, urlPath: string) =>
  language === 'en' ? urlPath : `/${language}${urlPath === '/' ? '' : urlPath}`;

/** Every content page's path, read from the content folder (one folder per page). */
function contentPaths(): string[] {
  const folder = path.resolve('content/pages');
  return readdirSync(folder)
    .filter((id) => id !== 'maintenance')
    .map((id) => (id === 'home' ? '/' : `/${id}`));
}

async function open(page: Page, url: string): Promise<number> {
  const hydrated = page
    .waitForResponse((response) => response.url().includes('/svc/portal/visitor'), { timeout: 60_000 })
    .catch(() => undefined);
  const response = await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await hydrated;
  return response?.status() ?? 0;
}

async function axeAll(page: Page): Promise<number> {
  let problems = 0;
  for (const language of LANGUAGES) {
    for (const urlPath of [...contentPaths(), '/a-page-that-is-not-there']) {
      const url = BASE + prefixed(language, urlPath);
      const status = await open(page, url);
      const found = await seriousAccessibilityProblems(page);
      problems += found.length;
      console.log(`axe ${status} ${url}: ${found.length === 0 ? 'nothing serious' : found.join('\n    ')}`);
    }
  }
  for (const language of ['en', 'pt']) {
    await openAdvert(page, language);
    const advert = await seriousAccessibilityProblems(page);
    await page.getByTestId('app-advert-next').click();
    await page.getByTestId('app-advert-qr').waitFor();
    const qr = await seriousAccessibilityProblems(page);
    problems += advert.length + qr.length;
    console.log(
      `axe app advert (${language}): advert ${advert.length}, QR code ${qr.length} ${[...advert, ...qr].join('\n    ')}`,
    );
  }
  return problems;
}

async function openAdvert(page: Page, language: string): Promise<void> {
  await open(page, BASE + prefixed(language, '/'));
  await page.getByTestId('app-promotion-open').click();
  await page.getByTestId('app-advert').waitFor();
}

async function seoScores(): Promise<void> {
  const lighthouse = (await import('lighthouse')).default;
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath: CHROME, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    for (const urlPath of ['/', '/buying-guide', '/pt', '/pt/buying-guide']) {
      const result = await lighthouse(BASE + urlPath, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['seo'],
      });
      const lhr = result?.lhr;
      if (!lhr) continue;
      const failed = Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
        .map((audit) => audit.id);
      console.log(
        `lighthouse SEO ${urlPath}: ${Math.round((lhr.categories.seo?.score ?? 0) * 100)} ${failed.join(', ')}`,
      );
    }
  } finally {
    chrome.kill();
  }
}

async function screenshots(page: Page, dir: string): Promise<void> {
  // The consent banner is answered once, so it does not cover the pages shown.
  await open(page, BASE + '/faq');
  await page.getByRole('button', { name: 'Accept all' }).click();
  await page.waitForResponse((response) => response.url().includes('cookiesConsent'));
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const language of ['en', 'pt']) {
      const file = (name: string) => path.join(dir, `${name}-${width}-${language}.png`);
      const shot = async (name: string, fullPage = true) => {
        if (!fullPage) return void (await page.screenshot({ path: file(name) }));
        // The whole page as one tall screen, so the fixed bars (app banner, mobile navigation) sit at its
        // bottom as a visitor scrolling there sees them, not over the middle of the page.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        await page.setViewportSize({ width, height });
        await page.waitForTimeout(300);
        await page.screenshot({ path: file(name) });
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      };
      await open(page, BASE + prefixed(language, '/'));
      await shot('home');
      await open(page, BASE + prefixed(language, '/buying-guide'));
      // The mortgage calculator's first estimate (asked after hydration, its income guessed from it) has come.
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500);
      await shot('article-toc');
      await open(page, BASE + prefixed(language, '/faq'));
      await page.locator('summary').first().click();
      await shot('faq');
      await openAdvert(page, language);
      // The dialog rises in (--duration-modal): shot once it has settled.
      await page.waitForTimeout(1000);
      await shot('app-advert', false);
      await page.getByTestId('app-advert-next').click();
      await page.waitForFunction(
        () => (document.querySelector('[data-testid="app-advert-qr"] img') as HTMLImageElement | null)?.naturalWidth,
      );
      await page.waitForTimeout(500);
      await shot('app-advert-qr', false);
    }
  }
}

const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  if (SHOTS) await screenshots(page, SHOTS);
  if (process.env.SKIP_AXE !== '1') console.log(`axe: ${await axeAll(page)} serious or critical findings`);
} finally {
  await browser.close();
}
if (process.env.SKIP_SEO !== '1') await seoScores();
