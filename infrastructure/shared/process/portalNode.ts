import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** One portal server in a child process, as `npm run cluster` runs each node. */
export interface PortalNode {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** The server's process id (benches read its CPU time from /proc). */
  pid: number;
  stop(): Promise<void>;
}

export interface PortalNodeOptions {
  /** server/start.ts (production: builds dist/ when stale) or server/main.ts (the server alone, no build). */
  entry: 'server/start.ts' | 'server/main.ts';
  /** The node's settings (README "Configuration"), over the parent's environment. */
  env: Record<string, string>;
  startTimeoutMs?: number;
  /** A file the node's log lines are appended to. */
  logFile?: string;
  /** Node options before the entry (e.g. --trace-gc). */
  nodeArgs?: string[];
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Starts a node and answers once it logs "portal listening" (its URL is in that line); a node that
 * exits or stays silent past the timeout is stopped and its output so far is in the error.
 */
export async function startPortalNode(options: PortalNodeOptions): Promise<PortalNode> {
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--import', './server/register.js', options.entry],
    {
      cwd: ROOT,
      // The child is configured by its environment (config/env.ts reads it there): the parent's, with the node's settings on top.
      // eslint-disable-next-line no-restricted-properties -- handed to the child, not read as a setting here
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  if (options.logFile) {
    const file = createWriteStream(options.logFile, { flags: 'a' });
    child.stdout?.pipe(file);
    child.stderr?.pipe(file);
  }
  try {
    const url = await listeningUrl(child, options.startTimeoutMs ?? 600_000);
    return { url, pid: child.pid ?? 0, stop: () => stopChild(child) };
  } catch (error) {
    await stopChild(child);
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
