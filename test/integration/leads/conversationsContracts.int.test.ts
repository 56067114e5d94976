/* eslint-disable @typescript-eslint/no-explicit-any -- raw SQL rows */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import type { Container } from 'inversify';
import { ConversationStore, LeadFormStamps, LeadsService } from '#application/leads/ports';
import {
  CountUnreadMessages,
  GetConversation,
  ListConversations,
  MarkConversationRead,
  SendChatMessage,
} from '#application/leads/tokens';
import { composeTestRoot, TEST_IDENTITY_SETTINGS } from '#config/di/composeTestRoot';
import { IdentityConfig } from '#config/identity/IdentityConfig';
import { PORTALS } from '#config/portals';
import type { ChatParticipant } from '#domain/leads/conversations/Conversation';
import type { OpenedDatabase } from '#infrastructure/db/Database';
import { accountRoles, accounts, profiles, users } from '#infrastructure/db/schema';
import { openTestDatabase } from '#test/harness/db/openTestDatabase';
import { seedDemoData } from '#infrastructure/demo/seedDemoData';
import { mintAccessToken } from '#test/harness/identity/mintAccessToken';
import {
  type ChatContractCaller,
  type ChatUseCases,
  type ConversationsContractFixture,
  describeConversationsCases,
} from '#infrastructure/leads/contract/conversationsServiceCases';
import { HttpConversationStore } from '#infrastructure/leads/http/HttpConversationStore';
import {
  HttpCountUnreadMessages,
  HttpGetConversation,
  HttpListConversations,
  HttpMarkConversationRead,
  HttpSendChatMessage,
} from '#infrastructure/leads/http/httpChatUseCases';
import { ServiceClient } from '#infrastructure/shared/http/ServiceClient';
import { communicationsRoutes } from '#server/svc/communications/communicationsRoutes';
import { svcRouter } from '#server/svc/shared/svcEdge';
import { type ServedServices, serveServices } from '#test/harness/servers/serveServices';
import { callService } from '../../harness/requests/callService';
import { testRequestContext } from '../../harness/requests/testRequestContext';

/**
 * The conversations' contract on one seeded database: the handlers over SqlConversationStore; the
 * handlers over HttpConversationStore, speaking as the caller's bearer to a second portal's
 * /svc/communications (its own container, served here); and the browser's http use cases calling
 * that portal. Each run gets its own agent, visitor and stranger, so no run's unread totals see
 * another's. On PostgreSQL when DATABASE_URL is set.
 */
jest.setTimeout(300_000);

type Run = 'sql' | 'store' | 'browser';

let db: OpenedDatabase;
let container: Container;
let remote: Container;
let served: ServedServices;
/** One portal per caller whose handlers use the http store with that caller's bearer. */
const overHttp = new Map<string, Container>();
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
  // The second portal trusts the same identity provider: the callers' tokens hold on both.
  remote = composeTestRoot(db.db, { identity: { keys: container.get(IdentityConfig).keys } });
  for (const run of ['sql', 'store', 'browser'] as const) await createPeople(run);
  const router = svcRouter();
  router.use(communicationsRoutes().routes());
  served = await serveServices(router, () => ({
    container: remote,
    requestContext: testRequestContext(PORTALS.ch!),
  }));
});

afterAll(async () => {
  await served?.close();
  await db?.close();
});

function handlersOf(root: Container): ChatUseCases {
  return {
    countUnread: root.get(CountUnreadMessages),
    list: root.get(ListConversations),
    get: root.get(GetConversation),
    send: root.get(SendChatMessage),
    markRead: root.get(MarkConversationRead),
  };
}

function chatOf(run: Run, who: ChatContractCaller): ChatUseCases {
  if (run === 'sql') return handlersOf(container);
  const { token } = people.get(`${run}:${who}`)!;
  const client = new ServiceClient({ baseUrl: `${served.url}/svc`, token: () => token });
  if (run === 'browser')
    return {
      countUnread: new HttpCountUnreadMessages(client),
      list: new HttpListConversations(client),
      get: new HttpGetConversation(client),
      send: new HttpSendChatMessage(client),
      markRead: new HttpMarkConversationRead(client),
    };
  const key = `${run}:${who}`;
  if (!overHttp.has(key))
    overHttp.set(key, composeTestRoot(db.db, { bindings: [[ConversationStore, new HttpConversationStore(client)]] }));
  return handlersOf(overHttp.get(key)!);
}

const fixtureOf =
  (label: Run): (() => ConversationsContractFixture) =>
  () => {
    const person = (who: ChatContractCaller) => people.get(`${label}:${who}`)!;
    return {
      as: (who) => ({ chat: chatOf(label, who), caller: person(who).caller }),
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
          {
            ip: `198.51.100.${['sql', 'store', 'browser'].indexOf(label) + 1}`,
            profileId: person('visitor').caller.profileIds[0],
          },
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

describe('conversation handlers over SqlConversationStore', () => describeConversationsCases(fixtureOf('sql')));
describe('conversation handlers over HttpConversationStore (a second portal)', () =>
  describeConversationsCases(fixtureOf('store')));
describe('the browser’s http use cases', () => describeConversationsCases(fixtureOf('browser')));

describe('/svc/communications at the edge', () => {
  it('answers without a signed-in user 401, and a status that is not one 400 naming the field', async () => {
    const anonymous = await callService(served.url, 'GET', '/svc/communications/conversation/unread');
    expect(anonymous.status).toBe(401);
    const bad = await callService(served.url, 'GET', '/svc/communications/conversation/unread?status=Spam', {
      token: people.get('browser:visitor')!.token,
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'status' });
    const id = await callService(served.url, 'GET', '/svc/communications/conversations/abc', {
      token: people.get('browser:visitor')!.token,
    });
    expect(id.status).toBeGreaterThanOrEqual(400);
    expect(id.status).toBeLessThan(500);
  });
});
