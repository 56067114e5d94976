/* eslint-disable @typescript-eslint/no-explicit-any -- raw SQL rows */
import os from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import type { Container } from 'inversify';
import { LeadFormStamps, LeadsService, LeadStore } from '#application/leads/ports';
import { composeTestRoot } from '#config/di/composeTestRoot';
import { PORTALS } from '#config/portals';
import { timeZoneOf } from '#domain/leads/TourSlot';
import type { OpenedDatabase } from '#infrastructure/db/Database';
import { openTestDatabase } from '#test/harness/db/openTestDatabase';
import { seedDemoData } from '#infrastructure/demo/seedDemoData';
import type { LeadsContractFixture } from '#infrastructure/leads/contract/LeadsContractFixture';
import { describeLeadsServiceContract } from '#infrastructure/leads/contract/leadsServiceContract';
import { HttpLeadStore } from '#infrastructure/leads/http/HttpLeadStore';
import { HttpLeadsService } from '#infrastructure/leads/http/HttpLeadsService';
import { ServiceClient } from '#infrastructure/shared/http/ServiceClient';
import { leadsRoutes } from '#server/svc/leads/leadsRoutes';
import { listingsRoutes } from '#server/svc/listings/listingsRoutes';
import { svcRouter } from '#server/svc/shared/svcEdge';
import { type ServedServices, serveServices } from '#test/harness/servers/serveServices';
import { callService } from '../../harness/requests/callService';
import { testRequestContext } from '../../harness/requests/testRequestContext';

/**
 * The leads contract on one database holding the demo data: PostLead over the SQL store; PostLead
 * over the http store, handing its leads to a second portal's /svc/leads (its own container, limits
 * and captcha memory, served here); and the browser's http adapter posting to that portal. On
 * PostgreSQL when DATABASE_URL is set.
 */
jest.setTimeout(300_000);

let db: OpenedDatabase;
let container: Container;
let remote: Container;
let overHttp: Container;
let served: ServedServices;
let base: Omit<LeadsContractFixture, 'service'>;

/** Every http case comes from 127.0.0.1: the per-IP limit is the limiter's own unit test's. */
const LOOSE_LIMITS = { settings: { limits: { leadsPerIp: 100_000 } } };

const rows = (result: any): any[] => (Array.isArray(result) ? result : result.rows);

beforeAll(async () => {
  db = await openTestDatabase();
  await seedDemoData(db.db, {
    listings: 400,
    seed: 42,
    mediaDir: path.join(os.tmpdir(), 'homefinder-leads-test-media'),
  });
  container = composeTestRoot(db.db, LOOSE_LIMITS);
  remote = composeTestRoot(db.db, LOOSE_LIMITS);
  const router = svcRouter();
  router.use(leadsRoutes().routes());
  router.use(listingsRoutes().routes());
  served = await serveServices(router, () => ({
    container: remote,
    requestContext: testRequestContext(PORTALS.ch!, { culture: 'en' }),
  }));
  overHttp = composeTestRoot(db.db, {
    ...LOOSE_LIMITS,
    bindings: [[LeadStore, new HttpLeadStore(new ServiceClient({ baseUrl: `${served.url}/svc` }))]],
  });
  const one = async (where: string) => {
    const [row] = rows(
      await db.db.execute(
        `select l.id, l.original_id, l.country_iso, a.email as agency_email, u.email as agent_email
           from listings l join accounts a on a.id = l.account_id
           left join users u on u.id = coalesce((select (c->>'userId')::int from jsonb_array_elements(l.contact_users) c where c->>'type' = 'Agent' limit 1), l.agent_user_id, (l.contact_users->0->>'userId')::int)
          where a.email is not null and ${where} order by l.id limit 1`,
      ),
    );
    if (!row) throw new Error(`no demo listing where ${where}`);
    return row;
  };
  const sale = await one(
    `not l.is_archived and l.transaction_type = 'Sell' and l.geocode_level = 'Postcode' and u.email is not null`,
  );
  const rent = await one(`not l.is_archived and l.transaction_type = 'Rent'`);
  const archived = await one(`l.is_archived`);
  const city = await one(`not l.is_archived and l.geocode_level <> 'Postcode'`);
  const [project] = rows(
    await db.db.execute(
      `select p.id, a.email from projects p join accounts a on a.id = p.developer_account_id where a.email is not null and not p.is_archived order by p.id limit 1`,
    ),
  );
  const [agent] = rows(
    await db.db.execute(
      `select u.id, u.email from users u join account_roles r on r.user_id = u.id and r.role = 'Agent' where not u.is_archived order by u.id limit 1`,
    ),
  );
  const [privateUser] = rows(
    await db.db.execute(
      `insert into users (slug, full_name, email) values ('private-user', 'Petra Private', 'petra.private@example.ch') returning id, email`,
    ),
  );
  base = {
    portalId: 'ch',
    listings: {
      sale: {
        id: sale.id,
        originalId: sale.original_id,
        agencyEmail: sale.agency_email,
        agentEmail: sale.agent_email,
        timeZone: timeZoneOf(sale.country_iso),
      },
      rent: { id: rent.id },
      archived: { id: archived.id },
      cityGeocoded: { id: city.id },
    },
    project: { id: project.id, developerEmail: project.email },
    agent: { id: agent.id, email: agent.email },
    privateUser: { id: privateUser.id, email: privateUser.email },
    mailsTo: async (recipient) =>
      rows(
        await db.db.execute(
          `select subject, text from email_outbox where recipient = '${recipient.toLowerCase().replace(/'/g, "''")}' order by id desc`,
        ),
      ),
    formStamp: (openedAgoMs) => container.get(LeadFormStamps).issue(Date.now() - openedAgoMs),
    leadsWithKey: async (key) =>
      Number(rows(await db.db.execute(`select count(*)::int as n from leads where idempotency_key = '${key}'`))[0].n),
  };
});

afterAll(async () => {
  await served?.close();
  await db?.close();
});

describeLeadsServiceContract('PostLead over SqlLeadStore', () => ({ ...base, service: container.get(LeadsService) }));
describeLeadsServiceContract('PostLead over HttpLeadStore', () => ({ ...base, service: overHttp.get(LeadsService) }));
describeLeadsServiceContract('HttpLeadsService (the browser’s)', () => ({
  ...base,
  service: new HttpLeadsService(new ServiceClient({ baseUrl: `${served.url}/svc` })),
}));

describe('POST /svc/leads at the edge', () => {
  it('answers a lead with HTTP 200 ("Form submit must return HTTP 200", document 001 §5)', async () => {
    const response = await callService(served.url, 'POST', '/svc/leads/leads', {
      body: {
        id: base.listings.sale.id,
        portalId: 'ch',
        locale: 'de',
        idempotencyKey: 'edge-case-key-0001',
        formSubmitTime: Date.now(),
        formStamp: base.formStamp(8000),
        data: {
          fullName: 'Jonas Meier',
          email: 'jonas@example.ch',
          phone: '044 668 18 00',
          formTimestamp: Date.now() - 8000,
        },
      },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'NotificationsScheduled' });
  });

  it("asks for the captcha when the timing is the client's word only (formTimestamp 0, formSubmitTime 5000, no stamp)", async () => {
    const response = await callService(served.url, 'POST', '/svc/leads/leads', {
      body: {
        id: base.listings.sale.id,
        portalId: 'ch',
        locale: 'de',
        idempotencyKey: 'edge-case-key-0002',
        formSubmitTime: 5000,
        data: { fullName: 'Jonas Meier', email: 'jonas.fast@example.ch', phone: '044 668 18 00', formTimestamp: 0 },
      },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'CAPTCHA_REQUIRED', field: 'captcha' });
  });

  it('stamps an opened form: GET /svc/leads/leads/formStamp, never cached', async () => {
    const response = await fetch(`${served.url}/svc/leads/leads/formStamp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ formStamp: expect.stringMatching(/^\d+\.[\w-]{43}$/) });
  });

  it('answers a body without an idempotency key 400 {code, message, field}, never 500', async () => {
    const response = await callService(served.url, 'POST', '/svc/leads/leads', {
      body: { id: 1, portalId: 'ch', locale: 'en', data: {} },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ field: 'idempotencyKey' });
  });
});
