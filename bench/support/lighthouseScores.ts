/**
 * Lighthouse's mobile scores (its default: emulated mid-range phone, slow 4G, 4x CPU slowdown)
 * through the `lighthouse` package driving Debian's Chromium. Returns the reason instead when
 * either cannot run here.
 */
export async function lighthouseScores(
  urls: string[],
  chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium',
): Promise<Map<string, { performance: number; accessibility: number; cls: number; fcpMs: number }> | string> {
  let lighthouse: typeof import('lighthouse').default;
  let launch: typeof import('chrome-launcher').launch;
  try {
    lighthouse = (await import('lighthouse')).default;
    launch = (await import('chrome-launcher')).launch;
  } catch (error) {
    return `lighthouse is not installed (${(error as Error).message})`;
  }
  let chrome: Awaited<ReturnType<typeof launch>>;
  try {
    chrome = await launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  } catch (error) {
    return `Chromium did not start (${(error as Error).message})`;
  }
  try {
    const scores = new Map<string, { performance: number; accessibility: number; cls: number; fcpMs: number }>();
    for (const url of urls) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const lhr = result?.lhr;
      if (!lhr) continue;
      scores.set(url, {
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        cls: Number(lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN),
        fcpMs: Number(lhr.audits['first-contentful-paint']?.numericValue ?? NaN),
      });
    }
    return scores;
  } finally {
    await chrome.kill();
  }
}
