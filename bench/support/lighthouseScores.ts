/**
 * Lighthouse's mobile scores (its default: emulated mid-range phone, slow 4G, 4x CPU slowdown)
 * through the `lighthouse` package driving Debian's Chromium. Returns the reason instead when
 * either cannot run here.
 */
export interface LighthouseScore {
  performance: number;
  /** Lighthouse's runtime error (NO_FCP, PROTOCOL_TIMEOUT…): the run measured nothing and counts in no median. */
  failed?: string;
  accessibility: number;
  cls: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
}

/**
 * Each URL `rounds` times, the URLs in turn (so a busy minute touches every page alike), and the
 * median of each figure with the performance scores seen: one run's score moves by ±10 with the
 * machine's load (Lighthouse simulates the network from what it observed).
 */
export async function lighthouseMedians(
  urls: string[],
  rounds: number,
): Promise<Map<string, { median: LighthouseScore; performances: (number | string)[] }> | string> {
  const runs = new Map<string, LighthouseScore[]>(urls.map((url) => [url, []]));
  for (let round = 0; round < rounds; round += 1) {
    const scores = await lighthouseScores(urls);
    if (typeof scores === 'string') return scores;
    for (const [url, score] of scores) runs.get(url)?.push(score);
  }
  const median = (values: number[]) =>
    values.length ? [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] : Number.NaN;
  return new Map(
    [...runs]
      .map(([url, all]) => [url, all.filter((score) => !score.failed), all] as const)
      .map(([url, scores, all]) => [
        url,
        {
          median: {
            performance: median(scores.map((score) => score.performance)),
            accessibility: median(scores.map((score) => score.accessibility)),
            cls: median(scores.map((score) => score.cls)),
            fcpMs: median(scores.map((score) => score.fcpMs)),
            lcpMs: median(scores.map((score) => score.lcpMs)),
            tbtMs: median(scores.map((score) => score.tbtMs)),
          },
          performances: all.map((score) => score.failed ?? score.performance),
        },
      ]),
  );
}

export async function lighthouseScores(
  urls: string[],
  chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium',
): Promise<Map<string, LighthouseScore> | string> {
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
    const scores = new Map<string, LighthouseScore>();
    for (const url of urls) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const lhr = result?.lhr;
      if (!lhr) continue;
      const failed = lhr.runtimeError?.code ?? (lhr.categories.performance?.score == null ? 'no score' : undefined);
      scores.set(url, {
        ...(failed && { failed: `failed: ${failed}` }),
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        cls: Number(lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN),
        fcpMs: Number(lhr.audits['first-contentful-paint']?.numericValue ?? NaN),
        lcpMs: Number(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
        tbtMs: Number(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
      });
    }
    return scores;
  } finally {
    await chrome.kill();
  }
}
