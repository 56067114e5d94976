import path from 'node:path';
import { startCluster } from './startCluster';

/**
 * `npm run cluster`: NODES portal nodes (default 2) behind nginx on PORT (default 3000), over the
 * PostgreSQL at DATABASE_URL (and the Redis at REDIS_URL when set), sharing DATA_DIR. The layout
 * of docs/deploy.md on one machine. Stops everything on SIGTERM or Ctrl-C.
 */
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('npm run cluster needs DATABASE_URL: the embedded database lives in one process and cannot be shared.');
  process.exit(2);
}
const cluster = await startCluster({
  nodes: Number(process.env.NODES ?? 2),
  databaseUrl,
  dataDir: path.resolve(process.env.DATA_DIR ?? 'data'),
  port: Number(process.env.PORT ?? 3000),
  host: process.env.HOST ?? '127.0.0.1',
  demoListings: Number(process.env.DEMO_LISTINGS ?? 20_000),
  env: { REDIS_URL: process.env.REDIS_URL ?? '' },
});
console.log(
  JSON.stringify({ msg: 'cluster listening', url: cluster.url, nodes: cluster.nodes.map((node) => node.url) }),
);
const stop = () => void cluster.stop().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
