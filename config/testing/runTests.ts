import { readFileSync } from 'node:fs';
import os from 'node:os';
import type { PortalProcess } from '#infrastructure/listings/contract/portalProcess';
import { startScenarioPortal } from '#features/support/scenarioPortal';
import { type Stage, type StageResult, runStages, stopRunningStages } from './runStages';

/**
 * `npm test`: every check of the project in one command, independent stages side by side on the
 * machine's cores (docs/testing.md has the plan and its timings). The portal the scenarios run
 * against is started once, after the build, and handed to every cucumber worker as the world
 * parameter `baseUrl` (features/support/server.ts); the fuzzed pages and the resilience suites
 * start their own, as they always did.
 */
/** The package.json scripts themselves, so a change to one (a new testMatch, a new folder) holds here too. */
const script = (name: string, ...args: string[]) => [
  'npm',
  'run',
  '--silent',
  name,
  ...(args.length ? ['--', ...args] : []),
];
/** Jest's default on two cores is one worker; its integration suites mostly wait on sockets and disks. */
const JEST_WORKERS = String(Math.max(2, os.availableParallelism()));
/** Each @ui worker drives one Chromium page; the portal and the browser take the CPU, not cucumber. */
const SCENARIO_WORKERS = String(Math.max(2, os.availableParallelism()));

/** TEST_REPORTS_DIR: where jest and cucumber also write their JSON reports (per-file and per-scenario durations). */
const REPORTS = process.env.TEST_REPORTS_DIR;
const report = (jest: string) => (REPORTS ? ['--json', `--outputFile=${REPORTS}/${jest}.json`] : []);
const scenarioReport = REPORTS ? ['--format', `json:${REPORTS}/scenarios.json`] : [];

let portal: Promise<PortalProcess> | undefined;

const STAGES: Stage[] = [
  // `npm run lint` is these two, one after the other.
  { name: 'eslint', command: ['node', 'node_modules/eslint/bin/eslint.js', '.'] },
  { name: 'prettier', command: ['node', 'node_modules/prettier/bin/prettier.cjs', '--check', '.'] },
  { name: 'boundaries', command: script('lint:boundaries') },
  { name: 'typecheck', command: script('typecheck') },
  // Once, before anything starts a production portal: server/start.ts builds when dist/ is stale,
  // and two of them building at once write over each other.
  { name: 'build', command: script('build') },
  { name: 'jest', after: ['build'], command: script('test:unit', `--maxWorkers=${JEST_WORKERS}`, ...report('jest')) },
  {
    name: 'scenarios',
    after: ['build'],
    // Every scenario, @ui or not, in one run: `npm run test:specs` and `npm run test:e2e` together.
    command: [
      'node',
      'node_modules/@cucumber/cucumber/bin/cucumber.js',
      '--parallel',
      SCENARIO_WORKERS,
      ...scenarioReport,
    ],
    lateArgs: async () => {
      portal = startScenarioPortal();
      return ['--world-parameters', JSON.stringify({ baseUrl: (await portal).url })];
    },
  },
  {
    name: 'fuzz:pages',
    after: ['build'],
    // Another portal and jest: beside jest's workers and the scenarios' browsers it would only slow them.
    waitFor: ['jest'],
    command: script('fuzz:pages', ...report('fuzz-pages')),
  },
];

function summary(results: StageResult[], wallS: number): string {
  const rows = results.map(
    (result) =>
      `  ${result.name.padEnd(12)} ${result.status.padEnd(8)} ${result.wallS.toFixed(0).padStart(5)} s wall` +
      (result.cpuS === undefined ? '' : ` ${result.cpuS.toFixed(0).padStart(5)} s cpu`),
  );
  return [`npm test: ${wallS.toFixed(0)} s`, ...rows].join('\n');
}

/** user+sys of a running process from /proc (Linux), undefined elsewhere. */
function cpuSeconds(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of stat(5), in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

const interrupted = () => {
  const portalStopped = portal?.then((running) => running.stop()) ?? Promise.resolve();
  void Promise.allSettled([stopRunningStages(), portalStopped]).finally(() => process.exit(130));
};
process.once('SIGINT', interrupted);
process.once('SIGTERM', interrupted);

const started = Date.now();
const results = await runStages(STAGES);
const scenarioPortal = await portal?.catch(() => undefined);
const portalCpu = scenarioPortal ? cpuSeconds(scenarioPortal.pid) : undefined;
await scenarioPortal?.stop();
console.log(summary(results, (Date.now() - started) / 1000));
if (portalCpu !== undefined) console.log(`  (the scenarios' portal: ${portalCpu.toFixed(0)} s cpu)`);
process.exit(results.every((result) => result.status === 'passed') ? 0 : 1);
