import { chromium, type Browser, type Page } from 'playwright-core';
import { PERSONAL_PART_SETTLED } from '#presentation/shell/personal/personalPartSettled';

/** One click a visitor makes on a page: where, and what they click. */
export interface Interaction {
  name: string;
  path: string;
  click: (page: Page) => Promise<void>;
}

/** An interaction's duration, or undefined when its Event Timing entries stayed under the 16 ms threshold. */
export type InteractionRun = number | undefined;

/** The slowdown of a mid-range phone's CPU against this machine's (Lighthouse's mobile default; docs/pages.md). */
export const INTERACTION_CPU_SLOWDOWN = 4;

/**
 * Records every Event Timing entry that belongs to an interaction (interactionId > 0): what the
 * browser's INP is computed from (web-vitals does the same). 16 ms is the lowest threshold the API
 * takes; a shorter interaction leaves no entry.
 */
const RECORD_EVENT_TIMING = `
  window.__benchEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) window.__benchEvents.push({ id: entry.interactionId, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

/**
 * Each interaction `rounds` times, each on a first visit (a new browser context: no cookies) under a
 * 4x CPU slowdown (CDP Emulation.setCPUThrottlingRate, set before the page loads), the interactions
 * in turn. The figure is the Event Timing API's duration of the click's interaction: from the input
 * to the next paint after its handlers ran (input delay, processing and the frame), the longest of
 * its events (pointerdown, pointerup, click), as field data's INP would report it. A
 * requestAnimationFrame after the click would miss the input delay and the paint itself, and time
 * Playwright's own round trips. Returns the reason instead when Chromium cannot start.
 */
export async function interactionTimes(
  origin: string,
  interactions: readonly Interaction[],
  rounds: number,
  executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium',
): Promise<Map<string, InteractionRun[]> | string> {
  let browser: Browser;
  try {
    browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  } catch (error) {
    return `Chromium did not start (${(error as Error).message})`;
  }
  const runs = new Map<string, InteractionRun[]>(interactions.map((interaction) => [interaction.name, []]));
  try {
    for (let round = 0; round < rounds; round += 1)
      for (const interaction of interactions) {
        const run = await oneInteraction(browser, origin, interaction);
        runs.get(interaction.name)!.push(run);
        console.log(
          `interaction round ${round + 1}: ${interaction.name} ${run === undefined ? '<16' : Math.round(run)} ms`,
        );
      }
    return runs;
  } finally {
    await browser.close();
  }
}

async function oneInteraction(browser: Browser, origin: string, interaction: Interaction): Promise<InteractionRun> {
  // A laptop's window: the search filters are a panel beside the results from 1024 px on.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
  try {
    const page = await context.newPage();
    await page.addInitScript(RECORD_EVENT_TIMING);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: INTERACTION_CPU_SLOWDOWN });
    await page.goto(origin + interaction.path, { waitUntil: 'load', timeout: 120_000 });
    // Hydrated, and the visitor's part of the page arrived (docs/pages.md §2): the click then meets
    // the page as it stays, not a burst of start-up work (that is Lighthouse's TBT).
    await page.locator(`html[${PERSONAL_PART_SETTLED}]`).waitFor({ state: 'attached', timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    await page.evaluate(() => {
      (window as unknown as { __benchEvents: unknown[] }).__benchEvents = [];
    });
    await interaction.click(page);
    // Event Timing entries are queued after the next paint: wait for the first, then for the
    // interaction's other events; none within 5 s means all of them stayed under 16 ms.
    const recorded = () =>
      page.evaluate(() => (window as unknown as { __benchEvents: { id: number; duration: number }[] }).__benchEvents);
    await page
      .waitForFunction(() => (window as unknown as { __benchEvents: unknown[] }).__benchEvents.length > 0, null, {
        timeout: 5_000,
      })
      .catch(() => undefined);
    await page.waitForTimeout(500);
    const events = await recorded();
    // The first interaction after the reset is the click (a hover is no interaction).
    const first = events[0]?.id;
    const durations = events.filter((event) => event.id === first).map((event) => event.duration);
    return durations.length ? Math.max(...durations) : undefined;
  } finally {
    await context.close();
  }
}

/** The four clicks of the bench on the portal's pages: a filter on search, a heart, the gallery, the lead button. */
export function benchInteractions(searchPath: string, listingPath: string): Interaction[] {
  return [
    {
      name: 'search: a filter toggle',
      path: searchPath,
      click: (page) => page.locator('[data-testid=filters-panel] input[type=checkbox]').first().click(),
    },
    {
      name: 'search: the favourite heart',
      path: searchPath,
      click: (page) => page.locator('[data-testid=result-card] [data-testid=favorite-button]').first().click(),
    },
    {
      name: "listing: the gallery's next photo",
      path: listingPath,
      click: (page) => page.getByRole('button', { name: 'Next photo' }).first().click(),
    },
    {
      name: 'listing: the lead button',
      path: listingPath,
      click: (page) => page.locator('[data-testid=contact-lead]').first().click(),
    },
  ];
}
