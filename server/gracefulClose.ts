import type { Server } from 'node:http';

/**
 * Stops accepting connections, lets in-flight requests finish, and drops idle keep-alive
 * sockets so they cannot hold the shutdown open. Resolves when the last request has ended.
 */
export function closeGracefully(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  server.closeIdleConnections();
  // A socket that finishes its request while we wait becomes idle: close those too.
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  return closed.finally(() => clearInterval(sweep));
}
