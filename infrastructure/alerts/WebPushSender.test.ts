import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import webpush from 'web-push';
import { PublicHttpsEndpoints } from '#infrastructure/shared/net/PublicHttpsEndpoints';
import { WebPushSender } from './WebPushSender';

const keys = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

describe('WebPushSender, at send time (docs/security.md "Outbound URLs")', () => {
  it('drops a stored endpoint that is not on the public internet as gone, without calling it', async () => {
    let called = 0;
    const listener = http.createServer((_request, response) => {
      called++;
      response.writeHead(201).end();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const port = (listener.address() as AddressInfo).port;
    const sender = new WebPushSender(
      { ...webpush.generateVAPIDKeys(), subject: 'mailto:test@example.ch' },
      new PublicHttpsEndpoints(),
    );
    try {
      expect(await sender.send({ endpoint: `https://127.0.0.1:${port}/push`, keys }, '{}', 'topic')).toBe('gone');
      expect(called).toBe(0);
    } finally {
      listener.close();
    }
  });

  it("refuses a name that resolves to a private address in the connection's own lookup", async () => {
    const agent = new PublicHttpsEndpoints().agent();
    const failure = await new Promise<NodeJS.ErrnoException>((resolve) => {
      https.get({ host: 'localhost', port: 9, path: '/', agent }).on('error', resolve);
    });
    expect(failure.code).toBe('ENOTPUBLIC');
  });
});
