import { readFileSync } from 'node:fs';
import os from 'node:os';
import type { PortalProcess } from '#test/harness/servers/portalProcess';
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
/**
 * Each @ui worker drives one Chromium page. The stage is bound by the cores, not by waiting: four
 * workers on two cores ran 0.73 steps a second, two workers in CI 0.77 (the stage's CPU figure
 * leaves out the browsers, which Playwright starts detached). More workers only add contention.
 */
const SCENARIO_WORKERS = String(Math.max(2, os.availableParallelism()));

/** TEST_REPORTS_DIR: where jest and cucumber also write their JSON reports (per-file and per-scenario durations). */
const REPORTS = process.env.TEST_REPORTS_DIR;
const report = (jest: string) => (REPORTS ? ['--json', `--outputFile=${REPORTS}/${jest}.json`] : []);
const scenarioReport = (name: string) => (REPORTS ? ['--format', `json:${REPORTS}/${name}.json`] : []);

/**
 * A portal per cucumber stage, started when the stage starts and handed to all its workers as `baseUrl`.
 * Not one for both: what the browserless scenarios record (e.g. 124 views of one listing) changed what
 * the @ui scenarios found ("the most viewed listings this week" no longer came first).
 */
const portals = new Map<string, Promise<PortalProcess>>();
const portalArgs = (stage: string) => async (): Promise<string[]> => {
  if (!portals.has(stage)) portals.set(stage, startScenarioPortal());
  return ['--world-parameters', JSON.stringify({ baseUrl: (await portals.get(stage)!).url })];
};

/** The static checks and the build: CPU only, nothing in them is timed, so they share the cores freely. */
const STATIC = ['eslint', 'prettier', 'boundaries', 'typecheck', 'build'];

/**
 * The plan (docs/testing.md): the static checks side by side; then jest with its workers beside the
 * in-process and @server scenarios; then the @ui scenarios alone with their browsers; then the pages'
 * fuzz. Suites that measure time (limits, outages, a lease's runs) are not given a machine already full:
 * each timed stage waits for the ones before it.
 */
const STAGES: Stage[] = [
  // `npm run lint` is these two, one after the other, with the same flags (docs/contributing.md "What lint checks").
  { name: 'eslint', command: ['node', 'node_modules/eslint/bin/eslint.js', '--cache', '.'] },
  { name: 'prettier', command: ['node', 'node_modules/prettier/bin/prettier.cjs', '--check', '--cache', '.'] },
  { name: 'boundaries', command: script('lint:boundaries') },
  { name: 'typecheck', command: script('typecheck') },
  // Once, before anything starts a production portal: server/start.ts builds when dist/ is stale,
  // and two of them building at once write over each other.
  { name: 'build', command: script('build') },
  {
    name: 'jest',
    after: ['build'],
    waitFor: STATIC,
    command: script('test:unit', `--maxWorkers=${JEST_WORKERS}`, ...report('jest')),
  },
  {
    name: 'specs',
    after: ['build'],
    waitFor: STATIC,
    // The scenarios without a browser (`npm run test:specs`): in process, or one request at a time to the portal.
    command: [
      'node',
      'node_modules/@cucumber/cucumber/bin/cucumber.js',
      '--tags',
      'not @ui',
      ...scenarioReport('specs'),
    ],
    lateArgs: portalArgs('specs'),
  },
  {
    name: 'e2e',
    after: ['build'],
    waitFor: ['jest', 'specs'],
    // `npm run test:e2e`, one Chromium per worker against the same portal.
    command: [
      'node',
      'node_modules/@cucumber/cucumber/bin/cucumber.js',
      '--tags',
      '@ui',
      '--parallel',
      SCENARIO_WORKERS,
      ...scenarioReport('e2e'),
    ],
    lateArgs: portalArgs('e2e'),
  },
  {
    name: 'fuzz:pages',
    after: ['build'],
    // Another portal and jest: beside the browsers it would only slow them.
    waitFor: ['e2e'],
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
  const portalsStopped = [...portals.values()].map((portal) => portal.then((running) => running.stop()));
  void Promise.allSettled([stopRunningStages(), ...portalsStopped]).finally(() => process.exit(130));
};
process.once('SIGINT', interrupted);
process.once('SIGTERM', interrupted);

const started = Date.now();
const results = await runStages(STAGES);
const portalCpu: string[] = [];
for (const [stage, portal] of portals) {
  const running = await portal.catch(() => undefined);
  const cpu = running ? cpuSeconds(running.pid) : undefined;
  if (cpu !== undefined) portalCpu.push(`  (the ${stage} portal: ${cpu.toFixed(0)} s cpu)`);
  await running?.stop();
}
for (const failed of results.filter((result) => result.status === 'failed')) {
  console.log(`\n${failed.name} failed; its last lines:`);
  for (const line of failed.lastLines ?? []) console.log(`  ${line}`);
}
console.log(summary(results, (Date.now() - started) / 1000));
for (const line of portalCpu) console.log(line);
process.exit(results.every((result) => result.status === 'passed') ? 0 : 1);
