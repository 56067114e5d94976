import { readSettings } from '../env';
import { startCluster } from './startCluster';

/**
 * `npm run cluster`: NODES portal nodes (default 2) behind nginx on PORT (default 3000), over the
 * PostgreSQL at DATABASE_URL (and the Redis at REDIS_URL when set), sharing DATA_DIR. The layout
 * of docs/deploy.md on one machine. Stops everything on SIGTERM or Ctrl-C.
 */
const settings = readSettings();
const databaseUrl = settings.databaseUrl;
if (!databaseUrl) {
  console.error('npm run cluster needs DATABASE_URL: the embedded database lives in one process and cannot be shared.');
  process.exit(2);
}
const cluster = await startCluster({
  nodes: settings.cluster.nodes,
  databaseUrl,
  dataDir: settings.dataDir,
  port: settings.port,
  host: settings.cluster.host,
  demoListings: settings.demoListings,
  env: { REDIS_URL: settings.redisUrl ?? '' },
});
console.log(
  JSON.stringify({ msg: 'cluster listening', url: cluster.url, nodes: cluster.nodes.map((node) => node.url) }),
);
const stop = () => void cluster.stop().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
