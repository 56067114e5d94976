import { PublicHttpsEndpoints } from '#infrastructure/shared/net/PublicHttpsEndpoints';
import { buildZip, zeros } from '#test/harness/import/buildZip';
import { hostileFeeds } from '#test/harness/import/hostileFeeds';
import { type ImportTestServer, startImportTestServer } from '#test/harness/servers/importTestServer';

// The agencies' import API (docs/import-api.md) over HTTP: the key an admin issues, the upload
// with it, and every hostile file refused with a 4xx {code, message, field} before the import
// runs (the recorder standing in for the import core sees nothing of them).
const MB = 1024 * 1024;
const FEED = '<?xml version="1.0" encoding="UTF-8"?><openimmo><anbieter><immobilie/></anbieter></openimmo>';
let server: ImportTestServer;
let agency: { agencyId: number; adminId: number; apiKey: string };

beforeAll(async () => {
  server = await startImportTestServer({
    limits: {
      maxFeedBytes: MB,
      zipMaxEntries: 20,
      zipMaxTotalBytes: 2.5 * MB,
      zipMaxEntryBytes: 3 * MB,
      zipMaxRatio: 50,
    },
    // feeds.agency.example is on the public internet; everything else resolves as it does.
    endpoints: new PublicHttpsEndpoints({
      lookup: async (host) => (host === 'feeds.agency.example' ? ['93.184.215.14'] : ['127.0.0.1']),
    }),
  });
  agency = await server.agencyWithKey();
}, 180_000);

afterAll(async () => {
  await server?.close();
});

const upload = (
  body: Buffer | string,
  options: { key?: string; type?: string; query?: string; agencyId?: number } = {},
) =>
  server.send(
    'POST',
    `/svc/import/agencies/${options.agencyId ?? agency.agencyId}/feeds?${options.query ?? 'format=openimmo'}`,
    {
      body,
      headers: {
        'content-type': options.type ?? 'application/xml',
        ...(options.key === '' ? {} : { 'x-api-key': options.key ?? agency.apiKey }),
      },
    },
  );

const expectRefused = async (
  answer: Promise<{ status: number; body: { code: string; message: string; field: string | null } }>,
  status: number,
  code: string,
) => {
  const before = server.importer.runs.length;
  const { status: answered, body } = await answer;
  expect([answered, body.code]).toEqual([status, code]);
  expect(typeof body.message).toBe('string');
  expect('field' in body).toBe(true);
  expect(server.importer.runs).toHaveLength(before);
};

describe('the agency API key', () => {
  it('is issued once to an admin of the agency, in its shape, and a new one replaces it', async () => {
    const other = await server.agencyWithKey();
    expect(other.apiKey).toMatch(/^agk_[A-Za-z0-9_-]{43}$/);
    const again = await server.send('POST', `/svc/accounts/accounts/${other.agencyId}/apiKey`, {
      headers: { authorization: `Bearer ${await server.tokenOf(other.adminId)}` },
    });
    expect(again.status).toBe(201);
    expect(again.body.apiKey).not.toBe(other.apiKey);
    await expectRefused(upload(FEED, { key: other.apiKey, agencyId: other.agencyId }), 401, 'API_KEY_INVALID');
    expect((await upload(FEED, { key: again.body.apiKey, agencyId: other.agencyId })).status).toBe(201);
  });

  it('is refused to an agent of the agency, to another agency’s admin and without a session', async () => {
    const agent = await server.fixtures.user({
      email: 'agent@agency.example',
      roles: [{ role: 'Agent', accountId: agency.agencyId }],
    });
    const path = `/svc/accounts/accounts/${agency.agencyId}/apiKey`;
    const asAgent = await server.send('POST', path, {
      headers: { authorization: `Bearer ${await server.tokenOf(agent)}` },
    });
    expect([asAgent.status, asAgent.body.code]).toEqual([403, 'NOT_AGENCY_ADMIN']);
    const other = await server.agencyWithKey();
    const asOther = await server.send('POST', path, {
      headers: { authorization: `Bearer ${await server.tokenOf(other.adminId)}` },
    });
    expect(asOther.status).toBe(403);
    expect((await server.send('POST', path)).status).toBe(401);
    // The agency's key still works: none of these replaced it.
    expect((await upload(FEED)).status).toBe(201);
  });
});

describe('an upload', () => {
  it('with the agency’s key imports the XML as it came, and answers the run id', async () => {
    const answer = await upload(FEED, { query: 'format=kyero&mode=delta' });
    expect(answer.status).toBe(201);
    const run = server.importer.runs.at(-1);
    expect(answer.body).toEqual({
      runId: run?.runId,
      counts: { new: 0, changed: 0, unchanged: 0, archived: 0, rejected: 0 },
      picturesPending: false,
    });
    expect(run).toMatchObject({ agencyId: agency.agencyId, format: 'kyero', mode: 'delta', xml: FEED, images: [] });
  });

  it('answers 202 when its listings are written and their pictures are still to come', async () => {
    server.importer.picturesPending = true;
    try {
      const answer = await upload(FEED);
      expect([answer.status, answer.body.runId, answer.body.picturesPending]).toEqual([
        202,
        server.importer.runs.at(-1)?.runId,
        true,
      ]);
    } finally {
      server.importer.picturesPending = false;
    }
  });

  it('of a zip hands the import its XML and its pictures by name', async () => {
    const zip = buildZip([
      { name: 'openimmo.xml', data: FEED },
      { name: 'bilder/1.jpg', data: Buffer.from([0xff, 0xd8, 0xff, 1]), store: true },
    ]);
    const answer = await upload(zip, { type: 'application/zip' });
    expect(answer.status).toBe(201);
    expect(server.importer.runs.at(-1)).toMatchObject({
      format: 'openimmo',
      mode: 'full',
      xml: FEED,
      images: ['bilder/1.jpg'],
    });
  });

  it('is 401 with a wrong key or none, 403 with another agency’s key', async () => {
    await expectRefused(upload(FEED, { key: `agk_${'x'.repeat(43)}` }), 401, 'API_KEY_INVALID');
    await expectRefused(upload(FEED, { key: 'not a key' }), 401, 'API_KEY_INVALID');
    await expectRefused(upload(FEED, { key: '' }), 401, 'API_KEY_MISSING');
    const other = await server.agencyWithKey();
    await expectRefused(upload(FEED, { key: other.apiKey }), 403, 'API_KEY_OTHER_AGENCY');
  });

  it('is 413 over IMPORT_MAX_FEED_MB, declared or streamed', async () => {
    await expectRefused(upload(`<root>${' '.repeat(MB)}</root>`), 413, 'FEED_TOO_LARGE');
    const chunked = server.send('POST', `/svc/import/agencies/${agency.agencyId}/feeds?format=openimmo`, {
      body: streamOf(`<root>${' '.repeat(MB)}</root>`) as unknown as string,
      headers: { 'content-type': 'application/xml', 'x-api-key': agency.apiKey },
    });
    await expectRefused(chunked, 413, 'FEED_TOO_LARGE');
  });

  it('refuses zip bombs: by ratio, by total size, by entry count', async () => {
    const bomb = buildZip([
      { name: 'openimmo.xml', data: FEED },
      { name: 'bilder/bomb.jpg', data: zeros(2) },
    ]);
    await expectRefused(upload(bomb, { type: 'application/zip' }), 413, 'ZIP_RATIO_TOO_HIGH');
    // Under the ratio floor each, and under the upload limit zipped: refused by what they add up to.
    const wide = buildZip([
      { name: 'openimmo.xml', data: FEED },
      ...[1, 2, 3].map((n) => ({ name: `bilder/${n}.jpg`, data: Buffer.alloc(0.9 * MB, n) })),
    ]);
    expect(wide.length).toBeLessThan(MB);
    await expectRefused(upload(wide, { type: 'application/zip' }), 413, 'ZIP_TOO_LARGE');
    const many = buildZip([
      { name: 'openimmo.xml', data: FEED },
      ...Array.from({ length: 20 }, (_, n) => ({ name: `${n}.txt`, data: 'x' })),
    ]);
    await expectRefused(upload(many, { type: 'application/zip' }), 413, 'ZIP_TOO_MANY_ENTRIES');
  });

  it.each(['../openimmo.xml', 'bilder/../../../../etc/passwd.jpg', '/etc/openimmo.xml', 'bilder\\..\\..\\x.jpg'])(
    'refuses a zip with the entry %j (path traversal)',
    async (name) => {
      const zip = buildZip([
        { name: 'openimmo.xml', data: FEED },
        { name, data: 'x' },
      ]);
      await expectRefused(upload(zip, { type: 'application/zip' }), 400, 'ZIP_ENTRY_NAME_REFUSED');
    },
  );

  it.each(Object.entries(hostileFeeds()))('refuses the hostile feed %s with a 4xx', async (_name, feed) => {
    await expectRefused(upload(feed.body, { type: feed.type }), feed.status, feed.code);
  });

  it('refuses a body that is no feed file, and a query without its format', async () => {
    await expectRefused(upload('{"a":1}', { type: 'application/json' }), 415, 'UNSUPPORTED_MEDIA_TYPE');
    await expectRefused(upload(FEED, { query: 'format=idx' }), 400, 'VALIDATION_FAILED');
    await expectRefused(upload(FEED, { query: 'mode=full' }), 400, 'VALIDATION_FAILED');
    await expectRefused(upload(FEED, { query: 'format=openimmo&format=kyero' }), 400, 'PARAMETER_REPEATED');
  });
});

describe('the agency’s runs and feed URL', () => {
  it('lists the agency’s own runs, newest first, to its key only', async () => {
    const runs = await server.send('GET', `/svc/import/agencies/${agency.agencyId}/runs`, {
      headers: { 'x-api-key': agency.apiKey },
    });
    expect(runs.status).toBe(200);
    const ours = server.importer.runs.filter((run) => run.agencyId === agency.agencyId).map((run) => run.runId);
    expect(runs.body.runs.map((run: { runId: number }) => run.runId)).toEqual(ours.reverse());
    const other = await server.agencyWithKey();
    const theirs = await server.send('GET', `/svc/import/agencies/${agency.agencyId}/runs`, {
      headers: { 'x-api-key': other.apiKey },
    });
    expect(theirs.status).toBe(403);
  });

  it('keeps a public https feed URL, refuses a private one, and forgets it when removed', async () => {
    const path = `/svc/import/agencies/${agency.agencyId}/feedSource`;
    const json = { 'content-type': 'application/json', 'x-api-key': agency.apiKey };
    const refused = await server.send('PUT', path, {
      body: JSON.stringify({ url: 'https://intranet.agency.example/feed.xml', format: 'openimmo' }),
      headers: json,
    });
    expect([refused.status, refused.body.code, refused.body.field]).toEqual([400, 'FEED_URL_NOT_PUBLIC', 'url']);
    const plain = await server.send('PUT', path, {
      body: JSON.stringify({ url: 'http://feeds.agency.example/feed.xml', format: 'openimmo' }),
      headers: json,
    });
    expect(plain.status).toBe(400);
    const kept = await server.send('PUT', path, {
      body: JSON.stringify({ url: 'https://feeds.agency.example/export/kyero.xml', format: 'kyero' }),
      headers: json,
    });
    expect([kept.status, kept.body.url, kept.body.format, kept.body.lastPulledAt]).toEqual([
      200,
      'https://feeds.agency.example/export/kyero.xml',
      'kyero',
      null,
    ]);
    expect((await server.send('GET', path, { headers: json })).body.url).toBe(
      'https://feeds.agency.example/export/kyero.xml',
    );
    expect((await server.send('DELETE', path, { headers: json })).status).toBe(204);
    expect((await server.send('GET', path, { headers: json })).status).toBe(404);
  });
});

/** A body sent chunked, without a Content-Length (the edge must count what it reads). */
function streamOf(text: string): ReadableStream<Uint8Array> {
  const bytes = Buffer.from(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + 64 * 1024));
      offset += 64 * 1024;
    },
  });
}
