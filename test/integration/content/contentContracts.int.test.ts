import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import { ContentService } from '#application/content/ports';
import { composeTestRoot } from '#config/di/composeTestRoot';
import { PORTALS } from '#config/portals';
import type { Language } from '#domain/portal/Portal';
import {
  CONTENT_FIXTURE,
  describeContentServiceContract,
} from '#infrastructure/content/contract/contentServiceContract';
import { ContentFileSync } from '#infrastructure/content/files/ContentFileSync';
import { HttpContentService } from '#infrastructure/content/http/HttpContentService';
import { SqlContentService } from '#infrastructure/content/sql/SqlContentService';
import type { OpenedDatabase } from '#infrastructure/db/Database';
import { contentFormSubmissions } from '#infrastructure/db/schema';
import { openTestDatabase } from '#test/harness/db/openTestDatabase';
import { ServiceClient } from '#infrastructure/shared/http/ServiceClient';
import { contentRoutes } from '#server/svc/content/contentRoutes';
import { svcRouter } from '#server/svc/shared/svcEdge';
import { type ServedServices, serveServices } from '#test/harness/servers/serveServices';
import { callService } from '../../harness/requests/callService';
import { testRequestContext } from '../../harness/requests/testRequestContext';

/**
 * The ContentService contract against the embedded service (on a fixture folder copied into a
 * fresh database) and the http adapter calling /svc/content on a server started here; then the
 * route's own answers (the hreflang 404, the validation 400s) and a change to a file reaching
 * the database.
 */
jest.setTimeout(120_000);

const portal = PORTALS.international;
let db: OpenedDatabase;
let folder: string;
let sync: ContentFileSync;
let sql: SqlContentService;
let served: ServedServices;

beforeAll(async () => {
  db = await openTestDatabase();
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'content-fixture-'));
  for (const [file, text] of Object.entries(CONTENT_FIXTURE)) {
    await fs.mkdir(path.dirname(path.join(folder, file)), { recursive: true });
    await fs.writeFile(path.join(folder, file), text);
  }
  sync = new ContentFileSync(db.db, folder);
  sql = new SqlContentService(db.db, sync);
  const container = composeTestRoot(db.db, { bindings: [[ContentService, sql]] });
  const router = svcRouter();
  router.use(contentRoutes().routes());
  served = await serveServices(router, (ctx) => {
    const asked = ctx.get('accept-language').slice(0, 2) as Language;
    const culture = portal.cultures.includes(asked) ? asked : portal.defaultCulture;
    return { container, requestContext: testRequestContext(portal, { culture }) };
  });
});

afterAll(async () => {
  sync?.close();
  await served?.close();
  await db?.close();
  await fs.rm(folder, { recursive: true, force: true });
});

describeContentServiceContract('embedded SQL', () => ({ content: sql }));
describeContentServiceContract('http', () => ({
  content: new HttpContentService(new ServiceClient({ baseUrl: `${served.url}/svc`, language: 'en' })),
}));

describe('/svc/content', () => {
  it('answers 404 for a page whose hreflang cultures exclude the culture asked (document 000 §2)', async () => {
    const answer = await callService(served.url, 'GET', '/svc/content/api/content?path=/guide&culture=it');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ message: 'Errors.Message.PageIsNotFound' });
  });

  it('answers 400 naming the field for a query without id or path, or a bad culture', async () => {
    expect((await callService(served.url, 'GET', '/svc/content/api/content')).status).toBe(400);
    const culture = await callService(served.url, 'GET', '/svc/content/api/content?path=/guide&culture=xx');
    expect(culture).toMatchObject({ status: 400, body: { field: 'culture' } });
  });

  it('answers 200 to a good form and 400 to a form with a field that is not text', async () => {
    const good = await callService(served.url, 'POST', '/svc/content/submitform', {
      body: { pageId: 'guide', formId: 'contact', culture: 'en', fields: { email: 'ana@example.org' } },
    });
    expect(good.status).toBe(200);
    const bad = await callService(served.url, 'POST', '/svc/content/submitform', {
      body: { pageId: 'guide', formId: 'contact', fields: { email: { $ne: 1 } } },
    });
    expect(bad.status).toBe(400);
  });

  it("answers 400 'Contents form error' naming the field the page's form refuses, and stores nothing", async () => {
    const before = await db.db.select().from(contentFormSubmissions);
    const refused = await callService(served.url, 'POST', '/svc/content/submitform', {
      body: { pageId: 'guide', formId: 'contact', culture: 'en', fields: { email: 'not an address' } },
    });
    expect(refused).toMatchObject({ status: 400, body: { message: 'Contents form error', field: 'email' } });
    expect(await db.db.select().from(contentFormSubmissions)).toHaveLength(before.length);
  });

  it('copies a changed file into the database (editors work in Git)', async () => {
    const file = path.join(folder, 'pages/guide/en.md');
    const text = await fs.readFile(file, 'utf8');
    await fs.writeFile(file, text.replace('title: The guide', 'title: The new guide'));
    expect(await sync.sync()).toBe(true);
    expect(await sync.sync()).toBe(false);
    const result = await sql.getContent({ id: 'guide', culture: 'en' });
    expect(result.ok && result.value.kind === 'page' && result.value.page.title).toBe('The new guide');
    await fs.writeFile(file, text);
    await sync.sync();
  });
});
