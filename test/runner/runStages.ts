import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** One command of the test run; it starts once every stage it comes `after` has passed. */
export interface Stage {
  name: string;
  command: string[];
  after?: string[];
  /** Stages that must have finished, passed or not: only to keep the cores from being shared by too many at once. */
  waitFor?: string[];
  env?: Record<string, string>;
  /** Resolved just before the stage starts, e.g. the URL of a portal another stage brought up. */
  lateArgs?: () => Promise<string[]>;
}

export interface StageResult {
  name: string;
  status: 'passed' | 'failed' | 'skipped';
  wallS: number;
  /** user+sys of the stage and its children, when /usr/bin/time is there to measure it. */
  cpuS?: number;
  /** The stage's last lines of output: a CI log may keep only its end, where the summary repeats these. */
  lastLines?: string[];
}

const TIME = '/usr/bin/time';
const PARTIAL_LINE_MS = 10_000;
const LAST_LINES = 40;

/**
 * Runs the stages as soon as what they come after has passed, each line of output prefixed with the
 * stage's name. A stage that fails does not stop the others, so one run reports every failure;
 * the stages after it are skipped.
 */
export async function runStages(stages: Stage[]): Promise<StageResult[]> {
  const width = Math.max(...stages.map((stage) => stage.name.length));
  const results = new Map<string, Promise<StageResult>>();
  const run = (stage: Stage): Promise<StageResult> => {
    const known = results.get(stage.name);
    if (known) return known;
    const result = (async (): Promise<StageResult> => {
      const finished = (names: string[] = []) =>
        Promise.all(
          names.map((name) => {
            const other = stages.find((candidate) => candidate.name === name);
            if (!other) throw new Error(`stage ${stage.name} waits for an unknown stage ${name}`);
            return run(other);
          }),
        );
      const [before] = await Promise.all([finished(stage.after), finished(stage.waitFor)]);
      if (stopping || before.some((other) => other.status !== 'passed'))
        return { name: stage.name, status: 'skipped', wallS: 0 };
      const prefix = stage.name.padEnd(width);
      process.stdout.write(`[${prefix}] started\n`);
      const started = Date.now();
      try {
        const args = [...stage.command, ...(stage.lateArgs ? await stage.lateArgs() : [])];
        return await runOne(stage, args, prefix, started);
      } catch (error) {
        process.stdout.write(
          `[${prefix}] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
        );
        return { name: stage.name, status: 'failed', wallS: (Date.now() - started) / 1000 };
      }
    })();
    results.set(stage.name, result);
    return result;
  };
  return Promise.all(stages.map(run));
}

/** Children still running, stopped (with their process group) when the run is interrupted. */
const running = new Set<number>();
let stopping = false;

/** Stops the running stages (SIGTERM, then SIGKILL what is left after 5 s) and starts no more. */
export async function stopRunningStages(): Promise<void> {
  stopping = true;
  const signal = (name: NodeJS.Signals) => {
    for (const pid of running) {
      try {
        process.kill(-pid, name);
      } catch {
        // already gone
      }
    }
  };
  signal('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  signal('SIGKILL');
}

async function runOne(stage: Stage, args: string[], prefix: string, started: number): Promise<StageResult> {
  const timed = existsSync(TIME);
  const timeDir = timed ? mkdtempSync(path.join(os.tmpdir(), 'stage-time-')) : '';
  const timeFile = path.join(timeDir, 'time');
  const [command, ...rest] = timed ? [TIME, '-f', '%U %S', '-o', timeFile, ...args] : args;
  const child = spawn(command, rest, {
    env: { ...process.env, FORCE_COLOR: '0', ...stage.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so an interrupted run stops the stage's workers and browsers too.
    detached: true,
  });
  if (child.pid) running.add(child.pid);
  const print = prefixLines(prefix);
  child.stdout.on('data', print);
  child.stderr.on('data', print);
  const code = await new Promise<number>((resolve) => {
    child.on('error', (error) => {
      print(Buffer.from(`${String(error)}\n`));
      resolve(1);
    });
    child.on('close', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
  print.flush();
  if (child.pid) running.delete(child.pid);
  const result: StageResult = {
    name: stage.name,
    status: code === 0 ? 'passed' : 'failed',
    wallS: (Date.now() - started) / 1000,
    lastLines: print.lastLines,
  };
  if (timed) {
    const [user, sys] = readFileSync(timeFile, 'utf8').trim().split('\n').pop()!.split(' ').map(Number);
    if (Number.isFinite(user) && Number.isFinite(sys)) result.cpuS = user + sys;
    rmSync(timeDir, { recursive: true, force: true });
  }
  print(Buffer.from(`${result.status}${code === 0 ? '' : ` (exit ${code})`} after ${result.wallS.toFixed(0)} s\n`));
  return result;
}

/**
 * Writes whole lines after `[prefix] `, so concurrent stages never interleave within a line; a line
 * still unfinished after a few seconds (cucumber's progress dots) is written as far as it goes.
 */
function prefixLines(prefix: string): ((chunk: Buffer) => void) & { flush(): void; lastLines: string[] } {
  let partial = '';
  let timer: NodeJS.Timeout | undefined;
  const lastLines: string[] = [];
  const write = (text: string) => {
    process.stdout.write(`[${prefix}] ${text}\n`);
    lastLines.push(text);
    if (lastLines.length > LAST_LINES) lastLines.shift();
  };
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (partial) write(partial);
    partial = '';
  };
  const print = (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) write(line);
    if (partial && !timer) timer = setTimeout(flush, PARTIAL_LINE_MS);
  };
  return Object.assign(print, { flush, lastLines });
}
