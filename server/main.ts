import 'reflect-metadata';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Logger, pino } from 'pino';
import { readSettings, type Settings } from '#config/env';
import { createServerRoot } from '#config/di/serverContainer';
import { createApp } from './app';
import { viteDevMiddleware } from './devMiddleware';
import { closeGracefully } from './gracefulClose';
import { answerClientErrors } from './middleware/clientErrors';
import { portalLogger } from './logging/portalLogger';

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** Starts the portal: database (migrated and seeded), Koa, Vike (dev: Vite middleware; production: dist/). */
export async function startServer(settings: Settings = readSettings()): Promise<RunningServer> {
  const logger = stdoutLogger(settings.logLevel);
  const services = await createServerRoot(settings, logger);
  const httpServer = http.createServer();
  // Idle keep-alive sockets must not hold a shutdown; in-flight requests still finish.
  httpServer.keepAliveTimeout = 5000;
  answerClientErrors(httpServer);
  let shuttingDown = false;
  const dev = settings.production ? undefined : await viteDevMiddleware(process.cwd(), httpServer);
  const app = createApp({
    settings,
    logger,
    root: services.root,
    ready: async () => !shuttingDown && (await services.ready()),
    devMiddleware: dev?.middleware,
  });
  // Koa's handler answers its own failures (ctx.onerror), so the promise it returns never rejects: nothing to await.
  const handle = app.callback();
  httpServer.on('request', (request, response) => void handle(request, response));
  // The portal calls its own identity provider (TokenEndpoint) on a loopback listener of its own:
  // it stays open while the public one drains, so a request in flight at SIGTERM still gets its token.
  const internal = http.createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
  app.context.selfOrigin = `http://127.0.0.1:${(internal.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => httpServer.listen(settings.port, settings.host, resolve));
  const address = httpServer.address();
  const port = typeof address === 'object' && address ? address.port : settings.port;
  const url = `http://localhost:${port}`;
  logger.info(
    { url, portal: settings.portalOverride ?? 'by host', database: services.databaseKind },
    'portal listening',
  );
  logger.flush();

  const close = async () => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info('shutting down: finishing in-flight requests');
    await closeGracefully(httpServer);
    await closeGracefully(internal);
    await dev?.close();
    await app.closeWorkers();
    await services.close();
    logger.info('shut down');
  };
  return { url, close };
}

/**
 * JSON lines on stdout, written in batches: one write per line (a system call, and a wake-up of
 * whatever reads the pipe) cost a quarter of a cached page's CPU. Lines wait at most
 * LOG_FLUSH_MS or until LOG_BATCH_BYTES are pending; warnings and errors go out at once, and pino
 * writes what is left when the process exits. Only a SIGKILL can lose the last LOG_FLUSH_MS.
 */
function stdoutLogger(level: string): Logger {
  const destination = pino.destination({
    dest: 1,
    sync: false,
    minLength: LOG_BATCH_BYTES,
    periodicFlush: LOG_FLUSH_MS,
  });
  // What the log may hold (redaction, errors without their query parameters): logging/portalLogger.ts.
  return portalLogger(level, destination, {
    hooks: {
      logMethod(args, method, levelValue) {
        method.apply(this, args);
        if (levelValue >= pino.levels.values.warn) destination.flush();
      },
    },
  });
}
const LOG_BATCH_BYTES = 4096;
const LOG_FLUSH_MS = 250;

if (process.argv[1]?.endsWith('server/main.ts')) {
  const server = await startServer();
  const stop = (signal: string) => {
    // Vite swallows SIGTERM in dev: handle it here and exit ourselves.
    server.close().then(
      () => process.exit(0),
      (error) => {
        console.error(`failed to shut down after ${signal}`, error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}
