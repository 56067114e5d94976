import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm start`: build the client and SSR bundles when they are missing or older than the
 * sources, then serve in production mode. Keeps "npm install && npm start" a two-command start.
 */
const SOURCES = ['presentation', 'domain', 'application', 'config', 'vite.config.ts', 'package-lock.json'];
const STAMP = path.resolve('dist/server');

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), stat.mtimeMs);
}

const built = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
if (built === 0 || SOURCES.some((source) => newestMtime(path.resolve(source)) > built)) {
  console.log('Building the portal (vite build)...');
  const result = spawnSync(process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), 'build'], {
    stdio: 'inherit',
    // eslint-disable-next-line no-restricted-properties -- the build's environment, handed on, not a setting read
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// `npm start` is production: readSettings() below reads NODE_ENV from here.
// eslint-disable-next-line no-restricted-properties -- set, not read
process.env.NODE_ENV = 'production';
const { startServer } = await import('./main');
const server = await startServer();
const stop = () =>
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
// stop() settles either way by exiting: nothing is left to await.
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
