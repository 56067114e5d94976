import { readFileSync } from 'node:fs';
import { parse } from '@brillout/json-serializer/parse';
import autocannon, { type Result } from 'autocannon';
import { summarise, type Summary } from './stats';

export const DURATION_S = Number(process.env.BENCH_DURATION ?? 15);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);

/**
 * What the server rendered a page from (Vike's serialised page context) and the cookies a first
 * visit got (guest profile, tokens, culture): a bench then measures a returning visitor's page
 * views rather than the creation of a guest profile per request.
 */
export async function pageState<State>(url: string): Promise<{ state: State; cookie: string }> {
  const response = await fetch(url, { headers: { 'accept-language': 'en' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const html = await response.text();
  const json = /<script id="vike_pageContext" type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('no serialised page context in the page');
  return { state: parse(json) as State, cookie };
}

/** Per-request latencies from autocannon's response events, so p95 is a real percentile (autocannon reports p97.5). */
export function load(
  url: string,
  cookie: string,
  connections: number,
  durationS: number,
  headers: Record<string, string> = {},
): Promise<Summary> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const started = performance.now();
    const instance = autocannon(
      {
        url,
        connections,
        duration: durationS,
        headers: { 'accept-language': 'en', 'accept-encoding': 'gzip', ...(cookie ? { cookie } : {}), ...headers },
      },
      (error: Error | null, result: Result) => {
        if (error) return reject(error);
        if (result.non2xx > 0 || result.errors > 0)
          return reject(new Error(`${result.non2xx} non-2xx answers and ${result.errors} errors`));
        resolve(summarise(latencies, performance.now() - started));
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

/**
 * CPU time a process spent (user + system, ms), from /proc: a cost per page that other work on
 * a shared machine does not inflate, unlike latency and throughput.
 */
export function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // Fields 14 and 15 of stat (utime, stime) in clock ticks; after the ") " split they are at 11 and 12.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** A load run with the server's CPU time per answered request beside the latencies. */
export function loadWithCpu(
  url: string,
  cookie: string,
  connections: number,
  durationS: number,
  pid: number,
  headers: Record<string, string> = {},
): Promise<Summary & { cpuMsPerRequest: number }> {
  return withServerCpu(pid, () => load(url, cookie, connections, durationS, headers));
}

/** Any load run (autocannon's, wrk's) with the server process's CPU time per answered request. */
export async function withServerCpu(
  pid: number,
  run: () => Promise<Summary>,
): Promise<Summary & { cpuMsPerRequest: number }> {
  const before = processCpuMs(pid);
  const summary = await run();
  return { ...summary, cpuMsPerRequest: (processCpuMs(pid) - before) / summary.samples };
}

/** The baseline: a synchronous render repeated for the budget, after a warm-up, with its CPU time per render. */
export function repeat(render: () => unknown, budgetMs: number): Summary & { cpuMsPerRequest: number } {
  for (let i = 0; i < 50; i += 1) render();
  const durations: number[] = [];
  const cpu = process.cpuUsage();
  const started = performance.now();
  while (performance.now() - started < budgetMs) {
    const t = performance.now();
    render();
    durations.push(performance.now() - t);
  }
  const used = process.cpuUsage(cpu);
  return {
    ...summarise(durations, performance.now() - started),
    cpuMsPerRequest: (used.user + used.system) / 1000 / durations.length,
  };
}

export function printRow(name: string, s: Summary & { cpuMsPerRequest?: number }): void {
  const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
  const cpu = s.cpuMsPerRequest === undefined ? '' : `   CPU ${fixed(s.cpuMsPerRequest, 2).padStart(6)} ms/request`;
  console.log(
    `${name.padEnd(36)} ${fixed(s.perSecond).padStart(9)} /s   p50 ${fixed(s.p50, 2).padStart(7)} ms   p95 ${fixed(s.p95, 2).padStart(7)} ms${cpu}   (${s.samples} samples)`,
  );
}

/** The two ratios a page bench reports: by throughput (the measure) and by CPU per page (steady on a busy machine). */
export function printRatios(
  full: Summary & { cpuMsPerRequest: number },
  bare: Summary & { cpuMsPerRequest: number },
  target: string,
): void {
  const fixed = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : 'n/a');
  console.log(
    `cost ratio full/bare: throughput ${fixed(bare.perSecond / full.perSecond)}x, CPU per page ${fixed(full.cpuMsPerRequest / bare.cpuMsPerRequest)}x   ${target}`,
  );
}
