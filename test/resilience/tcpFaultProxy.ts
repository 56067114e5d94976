import net from 'node:net';

/**
 * Tests only: a TCP proxy in front of a server (PostgreSQL) that a fault test can cut and
 * restore. Cut, it drops every open connection and refuses new ones, which is what a node sees
 * while its database restarts, without stopping a server other suites share.
 */
export class TcpFaultProxy {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(): Promise<void> {
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.targetPort, this.targetHost);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  /** The outage: open connections reset, new ones refused. */
  async cut(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server?.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
    this.server = undefined;
  }

  /** The database is back, on the same port. */
  restore(): Promise<void> {
    return this.start();
  }

  async stop(): Promise<void> {
    if (this.server) await this.cut();
  }
}
