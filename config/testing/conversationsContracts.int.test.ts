/* eslint-disable @typescript-eslint/no-explicit-any -- raw SQL rows */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import type { Container } from 'inversify';
import { ConversationsService, LeadFormStamps, LeadsService } from '#application/leads/ports';
import { composeTestRoot, TEST_IDENTITY_SETTINGS } from '#config/di/composeTestRoot';
import { IdentityConfig } from '#config/identity/IdentityConfig';
import { PORTALS } from '#config/portals';
import type { ChatParticipant } from '#domain/leads/conversations/Conversation';
import type { OpenedDatabase } from '#infrastructure/db/Database';
import { accountRoles, accounts, profiles, users } from '#infrastructure/db/schema';
import { openTestDatabase } from '#infrastructure/db/testing/openTestDatabase';
import { seedDemoData } from '#infrastructure/demo/seedDemoData';
import { mintAccessToken } from '#infrastructure/identity/testing/mintAccessToken';
import {
  type ChatContractCaller,
  type ConversationsContractFixture,
  describeConversationsCases,
} from '#infrastructure/leads/contract/conversationsServiceCases';
import { HttpConversationsService } from '#infrastructure/leads/http/HttpConversationsService';
import { ServiceClient } from '#infrastructure/shared/http/ServiceClient';
import { communicationsRoutes } from '#server/svc/communications/communicationsRoutes';
import { svcRouter } from '#server/svc/shared/svcEdge';
import { type ServedServices, serveServices } from '#server/svc/testing/serveServices';
import { callService } from './callService';
import { testRequestContext } from './testRequestContext';

/**
 * The ConversationsService contract against both adapters on one seeded database: the SQL adapter
 * in process and the http adapter on /svc/communications with real tokens. Each adapter gets its
 * own agent, visitor and stranger, so neither run's unread totals see the other's.
 */
jest.setTimeout(300_000);

let db: OpenedDatabase;
let container: Container;
let served: ServedServices;
const people = new Map<string, { caller: ChatParticipant; token: string; email: string }>();

const rows = (result: any): any[] => (Array.isArray(result) ? result : result.rows);

async function createPeople(label: string): Promise<void> {
  const { keys } = container.get(IdentityConfig);
  for (const who of ['agent', 'visitor', 'stranger'] as const) {
    const email = `${who}.${label}@chat.example`;
    const [user] = await db.db
      .insert(users)
      .values({ slug: `${who}-${label}`, fullName: `${who} ${label}`, email, languages: ['en'] })
      .returning({ id: users.id });
    const [profile] = await db.db
      .insert(profiles)
      .values({
        code: `${who}-${label}`,
        secretHash: 'x',
        userId: user!.id,
        isFirstOfUser: true,
        authenticationState: 'UserAuthenticated',
      })
      .returning({ id: profiles.id });
    // A lead to a user is for people who publish themselves: the agent holds an Agent role (document 001 §2, §6).
    if (who === 'agent') {
      const [agency] = await db.db
        .insert(accounts)
        .values({
          type: 'Professional',
          name: `Agency ${label}`,
          slug: `agency-${label}`,
          originalId: `CHAT-${label}`,
          relations: [],
          relatedAccountIds: [],
        })
        .returning({ id: accounts.id });
      await db.db.insert(accountRoles).values({ userId: user!.id, role: 'Agent', accountId: agency!.id });
    }
    const caller = { userId: user!.id, profileIds: [profile!.id] };
    const token = await mintAccessToken(keys, {
      issuer: TEST_IDENTITY_SETTINGS.issuer,
      audience: TEST_IDENTITY_SETTINGS.audience,
      session: {
        state: 'UserAuthenticated',
        userId: caller.userId,
        profileIds: caller.profileIds,
        identifiedUserProfileIds: [],
      },
    });
    people.set(`${label}:${who}`, { caller, token, email });
  }
}

beforeAll(async () => {
  db = await openTestDatabase();
  await seedDemoData(db.db, {
    listings: 100,
    seed: 42,
    mediaDir: path.join(os.tmpdir(), 'homefinder-chat-test-media'),
  });
  container = composeTestRoot(db.db);
  await createPeople('sql');
  await createPeople('http');
  const router = svcRouter();
  router.use('/communications', communicationsRoutes().routes());
  served = await serveServices(router, () => ({ container, requestContext: testRequestContext(PORTALS.ch!) }));
});

afterAll(async () => {
  await served?.close();
  await db?.close();
});

const fixtureOf =
  (label: 'sql' | 'http'): (() => ConversationsContractFixture) =>
  () => {
    const person = (who: ChatContractCaller) => people.get(`${label}:${who}`)!;
    return {
      as: (who) => ({
        conversations:
          label === 'sql'
            ? container.get(ConversationsService)
            : new HttpConversationsService(
                new ServiceClient({ baseUrl: `${served.url}/svc`, token: () => person(who).token }),
              ),
        caller: person(who).caller,
      }),
      sendLead: async (message, idempotencyKey = randomUUID()) => {
        const now = Date.now();
        const answer = await container.get(LeadsService).postLead(
          'user',
          {
            userId: person('agent').caller.userId,
            portalId: 'ch',
            locale: 'en',
            idempotencyKey,
            formSubmitTime: now,
            formStamp: container.get(LeadFormStamps).issue(now - 10_000),
            data: {
              fullName: 'Vera Visitor',
              email: person('visitor').email,
              phone: '+41 44 668 18 00',
              message,
              leadType: 'User',
              formTimestamp: now - 10_000,
            },
          },
          { ip: `198.51.100.${label === 'sql' ? 1 : 2}`, profileId: person('visitor').caller.profileIds[0] },
        );
        if (!answer.ok) throw new Error(`lead refused: ${answer.error.code}`);
        return answer.value.leadId;
      },
      conversationsOfLead: async (leadId) =>
        rows(await db.db.execute(`select id from conversations where lead_id = ${Number(leadId)} order by id`)).map(
          (row) => Number(row.id),
        ),
      agentEmail: person('agent').email,
      visitorEmail: person('visitor').email,
      mailsTo: async (recipient) =>
        rows(
          await db.db.execute(
            `select subject, text from email_outbox where recipient = '${recipient.toLowerCase()}' and kind = 'chat-message' order by id desc`,
          ),
        ),
    };
  };

describe('ConversationsService contract: SqlConversationsService', () => describeConversationsCases(fixtureOf('sql')));
describe('ConversationsService contract: HttpConversationsService', () =>
  describeConversationsCases(fixtureOf('http')));

describe('/svc/communications at the edge', () => {
  it('answers without a signed-in user 401, and a status that is not one 400 naming the field', async () => {
    const anonymous = await callService(served.url, 'GET', '/svc/communications/conversation/unread');
    expect(anonymous.status).toBe(401);
    const bad = await callService(served.url, 'GET', '/svc/communications/conversation/unread?status=Spam', {
      token: people.get('http:visitor')!.token,
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'status' });
    const id = await callService(served.url, 'GET', '/svc/communications/conversations/abc', {
      token: people.get('http:visitor')!.token,
    });
    expect(id.status).toBeGreaterThanOrEqual(400);
    expect(id.status).toBeLessThan(500);
  });
});
