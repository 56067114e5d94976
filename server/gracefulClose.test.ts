import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeGracefully } from './gracefulClose';

function listen(handler: http.RequestListener): Promise<{ server: http.Server; url: string }> {
  const server = http.createServer(handler);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

describe('closeGracefully', () => {
  it('lets a request in flight finish, then refuses new connections', async () => {
    const { server, url } = await listen((_req, res) => setTimeout(() => res.end('finished'), 300));
    const inFlight = fetch(`${url}/slow`).then((response) => response.text());
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = closeGracefully(server);
    await expect(inFlight).resolves.toBe('finished');
    await closing;
    await expect(fetch(`${url}/after`)).rejects.toThrow();
  });

  it('does not wait for idle keep-alive connections', async () => {
    const { server, url } = await listen((_req, res) => res.end('ok'));
    const agent = new http.Agent({ keepAlive: true });
    await new Promise<void>((resolve) =>
      http.get(`${url}/`, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve());
      }),
    );
    const started = Date.now();
    await closeGracefully(server);
    expect(Date.now() - started).toBeLessThan(1000);
    agent.destroy();
  });
});
