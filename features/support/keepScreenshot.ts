import { type Page, type PageScreenshotOptions, errors } from 'playwright-core';

/** Long enough for a page-tall picture on a loaded CI machine; a stalled page waits this long, not 30 s. */
const FIRST_TRY_MS = 20_000;
const SECOND_TRY_MS = 30_000;

/**
 * The one way an @ui step keeps a screenshot. In full CI runs a page has, about once per run,
 * produced no new frame for 30 s (page.screenshot timed out after "fonts loaded"; a map waiting
 * for an IntersectionObserver never loaded), never when the scenario ran alone. A page that is
 * not drawn is one Chromium takes for hidden, so the second try first makes it the active tab;
 * if that fails too, the error says what the page reported about itself.
 */
export async function keepScreenshot(page: Page, options: PageScreenshotOptions): Promise<void> {
  try {
    await page.screenshot({ ...options, timeout: FIRST_TRY_MS });
    return;
  } catch (error) {
    if (!(error instanceof errors.TimeoutError)) throw error;
  }
  const before = await wakePage(page, `screenshot ${options.path ?? ''}: no frame in ${FIRST_TRY_MS / 1000} s`);
  try {
    await page.screenshot({ ...options, timeout: SECOND_TRY_MS });
  } catch (error) {
    throw new Error(`screenshot ${options.path ?? ''} timed out twice; the page said ${before}`, { cause: error });
  }
}

/**
 * A page that seems not to be drawn: what it says about itself goes to the log (the CI log is where
 * this shows, even when the next try works), and it is made the active tab. Returns what it said.
 */
export async function wakePage(page: Page, what: string): Promise<string> {
  const state = await pageState(page);
  console.warn(`${what}; the page said ${state}`);
  await page.bringToFront();
  return state;
}

/** What the page says about being drawn: visible, focused, and whether an animation frame comes within 2 s. */
export async function pageState(page: Page): Promise<string> {
  // No named functions inside: the test loader's keepNames would send a helper the page lacks.
  const state = Promise.all([
    page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          setTimeout(() => resolve(false), 2_000);
          requestAnimationFrame(() => resolve(true));
        }),
    ),
    page.evaluate(() => ({
      visibility: document.visibilityState,
      focused: document.hasFocus(),
      personalPart: document.documentElement.getAttribute('data-personal-part'),
      scrollY: window.scrollY,
      size: `${window.innerWidth}x${window.innerHeight}`,
    })),
  ]).then(([frame, facts]) => JSON.stringify({ ...facts, frameWithin2s: frame }));
  const silent = new Promise<string>((resolve) => setTimeout(() => resolve('nothing: no answer in 5 s'), 5_000));
  return Promise.race([state, silent]).catch((error) => String(error));
}
