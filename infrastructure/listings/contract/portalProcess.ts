import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface PortalProcess {
  /** e.g. http://localhost:41234 */
  url: string;
  /** The server's process id (benches read its CPU time from /proc). */
  pid: number;
  stop(): Promise<void>;
}

export interface PortalProcessOptions {
  /** 'production' runs server/start.ts (builds dist/ when stale); 'services' runs server/main.ts in production mode without a build, enough for /svc. */
  mode: 'production' | 'services';
  /** DEMO_LISTINGS of the throw-away data set. */
  demoListings: number;
  env?: Record<string, string>;
  startTimeoutMs?: number;
  /** A file the server's log lines are appended to (a fault script reads what a node said). */
  logFile?: string;
  /** Node options before the entry (the soak bench's --trace-gc: V8's own heap size after each full collection). */
  nodeArgs?: string[];
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Drawn once per machine and shared: the demo picture pool takes longer to render than the rest
 * of a small seed, and its files depend on nothing but the code (the seed keeps files it finds).
 */
export const SHARED_MEDIA_DIR = path.join(os.tmpdir(), 'homefinder-demo-media');

/**
 * The real portal in a child process on a free port, with its own temporary DATA_DIR (an
 * embedded database seeded with a small demo set) — what contract, browser and load tests
 * point at. A child process rather than an import keeps these tests honest (the same start-up
 * as production) and keeps infrastructure/ from importing server/. DATABASE_URL is cleared so
 * a CI run against PostgreSQL never seeds into the shared database; REDIS_URL too, so no counts outlive a run.
 */
export async function startPortalProcess(options: PortalProcessOptions): Promise<PortalProcess> {
  // A DATA_DIR given in env is the caller's (nodes of one cluster share it): used, never removed.
  const given = options.env?.DATA_DIR;
  const dataDir = given || mkdtempSync(path.join(os.tmpdir(), 'homefinder-portal-'));
  if (!given) {
    mkdirSync(SHARED_MEDIA_DIR, { recursive: true });
    symlinkSync(SHARED_MEDIA_DIR, path.join(dataDir, 'media'), 'dir');
  }
  const entry = options.mode === 'production' ? 'server/start.ts' : 'server/main.ts';
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', './server/register.js', entry], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_LISTINGS: String(options.demoListings),
      DATABASE_URL: '',
      // Likewise a test portal keeps its attempt limits to itself: counts in a shared Redis outlive the run.
      REDIS_URL: '',
      LOG_LEVEL: 'info',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (options.logFile) {
    const file = createWriteStream(options.logFile, { flags: 'a' });
    child.stdout?.pipe(file);
    child.stderr?.pipe(file);
  }
  const cleanUp = () => {
    if (!given) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const url = await listeningUrl(child, options.startTimeoutMs ?? 600_000);
    return {
      url,
      pid: child.pid ?? 0,
      stop: async () => {
        await stopChild(child);
        cleanUp();
      },
    };
  } catch (error) {
    await stopChild(child);
    cleanUp();
    throw error;
  }
}

/** The URL from the server's "portal listening" log line; the output so far when it never comes. */
function listeningUrl(child: ChildProcess, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`portal did not start within ${timeoutMs} ms`)), timeoutMs);
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(new Error(`${error.message}\n--- portal output ---\n${output.slice(-4000)}`));
    };
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((text) => text.includes('"portal listening"'));
      if (!line) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      // Keep draining the pipes so a chatty server never blocks on a full buffer.
      child.stdout?.resume();
      resolve((JSON.parse(line) as { url: string }).url.replace('localhost', '127.0.0.1'));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => fail(new Error(`portal exited with code ${code} before listening`)));
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
