import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { PublicHttpsEndpoints } from '#infrastructure/shared/net/PublicHttpsEndpoints';

/**
 * Tests only: a push service started by the test, and the browser's side of a push
 * subscription. The service checks nothing itself; `verifyVapid` checks the VAPID signature and
 * `decrypt` opens the payload with the subscription's keys, as a browser does. Used by
 * test/integration/alerts/pushAlerts.int.test.ts and features/alerts/push_alerts.feature.
 */

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/** A browser's subscription keys (RFC 8291 §2): its ECDH key pair and a 16-byte auth secret. */
export function browserKeys() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  return { ecdh, auth, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } };
}

/** RFC 8291 §3.4 and RFC 8188: decrypts an aes128gcm push body with the browser's keys. */
export function decrypt(body: Buffer, browser: ReturnType<typeof browserKeys>): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = browser.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', shared, browser.auth, keyInfo, 32));
  const cek = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (padded[end] === 0) end--;
  assert.equal(padded[end], 2, 'the last record ends with the delimiter 0x02');
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`; the JWT is ES256-signed by k, for the endpoint's origin. */
export function verifyVapid(authorization: string, endpoint: string): { sub: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization);
  assert.ok(match, `not a VAPID authorization: ${authorization}`);
  const [, jwt, k] = match!;
  const [header, claims, signature] = jwt.split('.');
  const point = Buffer.from(k, 'base64url');
  const key = crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) },
    format: 'jwk',
  });
  const valid = crypto.verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  assert.ok(valid, 'the VAPID JWT is signed by the key in k=');
  assert.equal((JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string }).alg, 'ES256');
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  assert.equal(body.aud, new URL(endpoint).origin);
  assert.ok(body.exp * 1000 > Date.now(), 'the VAPID JWT has not expired');
  return body;
}

export interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  at: number;
}

/**
 * The push service, on HTTPS as every push service is (web-push sends nothing else), with a
 * certificate made for it: answers 201 Created (RFC 8030 §5) and keeps every request; /gone answers 410.
 */
export async function startPushService(folder: string) {
  const keyFile = path.join(folder, 'push-service.key');
  const certFile = path.join(folder, 'push-service.crt');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const cert = fs.readFileSync(certFile);
  const received: Received[] = [];
  const server = https.createServer({ key: fs.readFileSync(keyFile), cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks), at: Date.now() });
      response.writeHead(request.url?.startsWith('/gone') ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    received,
    origin,
    /** TLS options that trust its certificate. */
    tls: { ca: cert },
    /** The outbound-URL rule with this one private origin let through (production lets none). */
    endpoints: new PublicHttpsEndpoints({ allowOrigins: [origin] }),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** The value `read` gives within `ms`, polled every 100 ms (undefined when none came). */
export async function until<T>(read: () => T | undefined, ms: number): Promise<T | undefined> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
