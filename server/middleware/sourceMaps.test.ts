import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import serve from 'koa-static';
import { refuseSourceMaps } from './sourceMaps';

// Production served /assets/*.js.map with every client source (sourcesContent) to anyone.
let dir: string;
let server: http.Server;
let base: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'source-maps-'));
  await writeFile(path.join(dir, 'entry.js'), 'console.log(1);');
  await writeFile(path.join(dir, 'entry.js.map'), '{"sourcesContent":["secret source"]}');
  const app = new Koa();
  app.use(refuseSourceMaps());
  app.use(serve(dir));
  server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

it('serves the bundle and not its source map', async () => {
  expect((await fetch(`${base}/entry.js`)).status).toBe(200);
  const map = await fetch(`${base}/entry.js.map`);
  expect(map.status).toBe(404);
  expect(await map.text()).not.toContain('secret source');
});
