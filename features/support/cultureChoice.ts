import type { Page } from 'playwright-core';
import { CULTURE_COOKIE } from '#domain/portal/CultureResolution';

/**
 * Opens a page with `?c=<language>` and waits until the browser remembers the choice. A shared page
 * sets no cookie; the page's start-up writes the culture cookie after hydration (docs/pages.md §10),
 * so a scenario that moves on at once would browse its next page in the default language.
 */
export async function chooseCulture(page: Page, url: string, language: string, timeout = 60_000): Promise<void> {
  const target = new URL(url);
  target.searchParams.set('c', language);
  await page.goto(target.toString(), { waitUntil: 'load', timeout });
  const deadline = Date.now() + timeout;
  for (;;) {
    const cookies = await page.context().cookies(target.origin);
    if (cookies.some((cookie) => cookie.name === CULTURE_COOKIE && cookie.value === language)) return;
    if (Date.now() > deadline) throw new Error(`the page at ${target} did not remember the culture ${language}`);
    await page.waitForTimeout(100);
  }
}
