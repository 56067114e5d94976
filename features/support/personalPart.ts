import type { Page } from 'playwright-core';
import { PERSONAL_PART_SETTLED } from '#presentation/shell/personal/personalPartSettled';

/**
 * Waits until the page is as its visitor sees it (docs/pages.md §2): on a shared page the visitor's
 * part (header, hearts, the consent banner) comes after hydration, so a screenshot or a look for the
 * banner taken earlier sees a guest's page, and one taken later the visitor's.
 */
export async function personalPartSettled(page: Page, timeout = 60_000): Promise<void> {
  await page.locator(`html[${PERSONAL_PART_SETTLED}]`).waitFor({ state: 'attached', timeout });
}
