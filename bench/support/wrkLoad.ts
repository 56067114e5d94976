import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Summary } from './stats';

const run = promisify(execFile);

/**
 * wrk's report as one JSON line: its own percentiles (microseconds) and every kind of failure,
 * non-2xx/3xx answers included (wrk counts them under `status`).
 */
const REPORT = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"durationUs":%d,"p50":%d,"p95":%d,"p99":%d,"errors":%d,"status":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(95), latency:percentile(99),
    e.connect + e.read + e.write + e.timeout, e.status))
end
`;

/** Whether Debian's `wrk` is installed (`apt-get install wrk`): the bench falls back to autocannon without it. */
export async function wrkAvailable(): Promise<boolean> {
  try {
    await run('wrk', ['--version']);
    return true;
  } catch (error) {
    // wrk prints its usage and exits 1 on --version: it is there.
    return (error as { code?: unknown }).code === 1;
  }
}

/**
 * A load run by wrk, one thread (withServerCpu adds the server's CPU per request). wrk is C: a
 * request costs it a small fraction of what autocannon's JavaScript costs, so on a machine whose
 * cores the load generator shares with the server, a page the server answers in 0.1 ms measures
 * the server rather than the generator.
 */
export async function wrkLoad(url: string, cookie: string, connections: number, durationS: number): Promise<Summary> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-wrk-'));
  const script = path.join(dir, 'report.lua');
  writeFileSync(script, REPORT);
  try {
    const { stdout } = await run(
      'wrk',
      [
        '-t1',
        `-c${connections}`,
        `-d${durationS}s`,
        '-s',
        script,
        '-H',
        'accept-language: en',
        '-H',
        'accept-encoding: gzip',
        ...(cookie ? ['-H', `cookie: ${cookie}`] : []),
        url,
      ],
      { maxBuffer: 1 << 20 },
    );
    const line = stdout.trim().split('\n').at(-1) ?? '';
    const report = JSON.parse(line) as {
      requests: number;
      durationUs: number;
      p50: number;
      p95: number;
      p99: number;
      errors: number;
      status: number;
    };
    if (report.errors > 0 || report.status > 0)
      throw new Error(`wrk: ${report.status} non-2xx answers and ${report.errors} errors`);
    return {
      perSecond: report.requests / (report.durationUs / 1e6),
      p50: report.p50 / 1000,
      p95: report.p95 / 1000,
      p99: report.p99 / 1000,
      samples: report.requests,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
