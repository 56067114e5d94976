import 'reflect-metadata';
import type { Container } from 'inversify';
import { composeTestRoot } from '#config/di/composeTestRoot';
import type { AuthSession } from '#domain/identity/TokenClaims';
import { loadAgentPageData } from '#presentation/agents/loadAgentPageData';
import { loadChatPageData } from '#presentation/leads/chat/loadChatPageData';
import { loadSearchPageData } from '#presentation/search/loadSearchPageData';
import { loadUnsubscribePage } from '#presentation/search/unsubscribe/loadUnsubscribePage';
import { openDemoDatabase, type TestDatabase } from '../../harness/db/openDemoDatabase';
import { serverPageContext, thrownBy } from '#test/harness/requests/serverPageContext';

// Page routes with an id no integer key column holds (2^31 and beyond): each failed its query and
// answered the server-error page. They answer what the documents give for a bad or unknown id.
let database: TestDatabase;
let container: Container;
const signedIn: AuthSession = { userId: 1, state: 'UserAuthenticated', profileIds: [1], identifiedUserProfileIds: [] };

beforeAll(async () => {
  database = await openDemoDatabase({ listings: 40, seed: 5, now: new Date('2026-11-20T00:00:00Z') });
  container = composeTestRoot(database.db);
}, 240_000);

afterAll(async () => {
  await database?.close();
});

const pageContext = (at: string, authSession?: AuthSession) => serverPageContext(container, at, authSession);

const TOO_LARGE = ['2147483648', '9007199254740991'];

describe('ids beyond the key columns on page routes', () => {
  it.each(TOO_LARGE)("/agent/x/y/%s is the agent page's 404 'No user was found' (document 001 §8)", async (id) => {
    expect(await thrownBy(loadAgentPageData(pageContext(`/agent/x/y/${id}`)))).toMatchObject({
      abortStatusCode: 404,
    });
  });

  it.each(TOO_LARGE)("/agency/x/%s is 'Invalid accountId was provided' (document 001 §5)", async (accountId) => {
    const failure = await thrownBy(
      loadSearchPageData(pageContext(`/agency/x/${accountId}`), { kind: 'agency', accountId }),
    );
    expect(failure).toMatchObject({ abortStatusCode: 400 });
  });

  it.each(TOO_LARGE)("/unsubscribe?unsublink=%s redirects to '/' (document 001 §2: a bad id)", async (id) => {
    const failure = await thrownBy(loadUnsubscribePage(pageContext(`/unsubscribe?unsublink=${id}`, signedIn)));
    expect(failure).toMatchObject({ _urlRedirect: { url: '/' } });
  });

  it.each(TOO_LARGE)('/chat?conversation=%s opens the list as without one', async (id) => {
    const data = await loadChatPageData(pageContext(`/chat?conversation=${id}`, signedIn));
    expect(data).toMatchObject({ access: true, threadAsked: false });
  });
});
