/**
 * Lighthouse's mobile scores (its default: emulated mid-range phone, slow 4G, 4x CPU slowdown; or
 * another CPU slowdown, 8 for a low-end Android) through the `lighthouse` package driving Debian's
 * Chromium. Returns the reason instead when either cannot run here.
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
): Promise<Map<string, LighthouseMedian> | string> {
  const profiles = await lighthouseProfileMedians(urls, rounds, [DEFAULT_CPU_SLOWDOWN]);
  return typeof profiles === 'string' ? profiles : profiles.get(DEFAULT_CPU_SLOWDOWN)!;
}

/** Lighthouse's own CPU slowdown on mobile (its mobileSlow4G throttling). */
export const DEFAULT_CPU_SLOWDOWN = 4;

export interface LighthouseMedian {
  median: LighthouseScore;
  /** Every run's performance score, or why it failed, in the order run. */
  performances: (number | string)[];
  /** Every run's TBT and LCP (ms), in the order run: the low-end profile's targets are on these. */
  tbtsMs: number[];
  lcpsMs: number[];
}

/**
 * lighthouseMedians for several CPU slowdowns, keyed by the slowdown: in each round every URL under
 * every slowdown, so a busy minute of the machine falls on each profile alike.
 */
export async function lighthouseProfileMedians(
  urls: string[],
  rounds: number,
  cpuSlowdowns: readonly number[],
): Promise<Map<number, Map<string, LighthouseMedian>> | string> {
  const runs = new Map(
    cpuSlowdowns.map((slowdown) => [slowdown, new Map<string, LighthouseScore[]>(urls.map((url) => [url, []]))]),
  );
  for (let round = 0; round < rounds; round += 1)
    for (const slowdown of cpuSlowdowns) {
      const scores = await lighthouseScores(urls, slowdown);
      if (typeof scores === 'string') return scores;
      for (const [url, score] of scores) {
        runs.get(slowdown)?.get(url)?.push(score);
        // A long bench shows its progress: every run is in the medians' lines too.
        console.log(
          `Lighthouse round ${round + 1}, CPU ${slowdown}x: ${url} ${score.failed ?? `performance ${score.performance}, TBT ${Math.round(score.tbtMs)} ms, LCP ${Math.round(score.lcpMs)} ms`}`,
        );
      }
    }
  return new Map([...runs].map(([slowdown, byUrl]) => [slowdown, mediansOf(byUrl)]));
}

function mediansOf(runs: Map<string, LighthouseScore[]>): Map<string, LighthouseMedian> {
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
          tbtsMs: scores.map((score) => score.tbtMs),
          lcpsMs: scores.map((score) => score.lcpMs),
        },
      ]),
  );
}

export async function lighthouseScores(
  urls: string[],
  cpuSlowdown = DEFAULT_CPU_SLOWDOWN,
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
        // Merged into the mobile defaults (slow 4G, the Moto G Power's screen): only the CPU changes.
        throttling: { cpuSlowdownMultiplier: cpuSlowdown },
      });
      const lhr = result?.lhr;
      if (!lhr) continue;
      const applied = lhr.configSettings.throttling.cpuSlowdownMultiplier;
      if (applied !== cpuSlowdown) return `Lighthouse ran with a CPU slowdown of ${applied}, not ${cpuSlowdown}`;
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
