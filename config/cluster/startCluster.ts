import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type PortalNode, startPortalNode } from '#infrastructure/shared/process/portalNode';
import { nginxConfig } from './nginxConfig';

export interface ClusterOptions {
  /** How many portal nodes (2 or more for a cluster). */
  nodes: number;
  /** PostgreSQL the nodes share; PGlite lives in one process and cannot be shared. */
  databaseUrl: string;
  /** The DATA_DIR the nodes share: identity keys, captcha key, demo photos. */
  dataDir: string;
  /** Where nginx listens; 0 = a free port. */
  port?: number;
  host?: string;
  demoListings?: number;
  /** More settings for every node (REDIS_URL, PAGE_CACHE_*, ALERTS_INTERVAL_S…). */
  env?: Record<string, string>;
  nginxBinary?: string;
  /** Each node's log goes to <logDir>/node-<n>.log. */
  logDir?: string;
  startTimeoutMs?: number;
}

export interface Cluster {
  /** The proxy's origin, what visitors use. */
  url: string;
  nodes: PortalNode[];
  /** nginx's master process (its workers are its children). */
  proxyPid: number;
  stop(): Promise<void>;
}

/**
 * N stateless portal nodes over one PostgreSQL (and Redis when given) behind nginx, each a real
 * production process (server/start.ts). The first node starts alone (it builds the pages when
 * stale, migrates and seeds), then the others. nginx runs unprivileged from a temporary prefix.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const nodes: PortalNode[] = [];
  const host = options.host ?? '127.0.0.1';
  const port = options.port || (await freePort(host));
  const url = `http://${host}:${port}`;
  const env = {
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: options.dataDir,
    // Only the proxy on loopback may say who the visitor is (docs/security.md).
    TRUST_PROXY: 'loopback',
    // Every node signs in, redirects and names its issuer as the one site visitors see.
    PUBLIC_ORIGIN: url,
    ...options.env,
  };
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'homefinder-nginx-'));
  let nginx: ChildProcess | undefined;
  const stop = async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx!.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
    }
    await Promise.all(nodes.map((node) => node.stop()));
    rmSync(prefix, { recursive: true, force: true });
  };
  try {
    for (let index = 0; index < options.nodes; index++) {
      nodes.push(
        await startPortalNode({
          entry: 'server/start.ts',
          env: {
            NODE_ENV: 'production',
            PORT: '0',
            HOST: '127.0.0.1',
            DEMO_LISTINGS: String(options.demoListings ?? 20_000),
            LOG_LEVEL: 'info',
            // Redis only when the caller names one: counts in a shared Redis outlive the nodes.
            REDIS_URL: '',
            ...env,
          },
          startTimeoutMs: options.startTimeoutMs,
          ...(options.logDir ? { logFile: path.join(options.logDir, `node-${index + 1}.log`) } : {}),
        }),
      );
    }
    for (const folder of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(prefix, folder));
    const config = path.join(prefix, 'nginx.conf');
    writeFileSync(
      config,
      nginxConfig({ prefix, listenHost: host, listenPort: port, nodes: nodes.map((node) => new URL(node.url).host) }),
    );
    nginx = spawn(options.nginxBinary ?? '/usr/sbin/nginx', ['-p', prefix, '-c', config, '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    await waitForProxy(url, nginx);
    return { url, nodes, proxyPid: nginx.pid ?? 0, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForProxy(url: string, nginx: ChildProcess): Promise<void> {
  let output = '';
  nginx.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (let attempt = 0; attempt < 100; attempt++) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited with ${nginx.exitCode}: ${output}`);
    const answered = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not answer at ${url}: ${output}`);
}
