import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type PortalNode, startPortalNode } from '#infrastructure/shared/process/portalNode';

/** A throw-away portal for tests and benches (a production node with its own seeded DATA_DIR). */
export type PortalProcess = PortalNode;

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
  const cleanUp = () => {
    if (!given) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const node = await startPortalNode({
      entry: options.mode === 'production' ? 'server/start.ts' : 'server/main.ts',
      env: {
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
      startTimeoutMs: options.startTimeoutMs,
      logFile: options.logFile,
      nodeArgs: options.nodeArgs,
    });
    return {
      ...node,
      stop: async () => {
        await node.stop();
        cleanUp();
      },
    };
  } catch (error) {
    cleanUp();
    throw error;
  }
}
