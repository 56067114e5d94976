import 'reflect-metadata';
import type { Container } from 'inversify';
import { composeTestRoot } from '#config/di/composeTestRoot';
import { loadAgentPageData } from '#presentation/agents/loadAgentPageData';
import { loadPlaceAgentsPageData } from '#presentation/agents/loadPlaceAgentsPageData';
import { openDemoDatabase, type TestDatabase } from '#test/harness/db/openDemoDatabase';
import { serverPageContext, thrownBy } from '#test/harness/requests/serverPageContext';

// The agent pages' loaders over the demo data: the query's answer becomes Vike's redirect, error
// page or the page's data (document 001 §2 "Redirects").
let database: TestDatabase;
let container: Container;

beforeAll(async () => {
  database = await openDemoDatabase({ listings: 40, seed: 5, now: new Date('2026-11-20T00:00:00Z') });
  container = composeTestRoot(database.db);
}, 240_000);

afterAll(async () => {
  await database?.close();
});

const pageContext = (at: string) => serverPageContext(container, at);

describe('the agents-by-place page', () => {
  it("lists the portal's agents at /agents, with its canonical URL", async () => {
    const data = await loadPlaceAgentsPageData(pageContext('/agents'));
    expect(data.agents.length).toBeGreaterThan(0);
    expect(data).toMatchObject({ page: 1, canonicalUrl: expect.stringMatching(/\/agents$/) });
  });

  it('sends a page past the maximum skip to the first, permanently', async () => {
    expect(await thrownBy(loadPlaceAgentsPageData(pageContext('/agents?p=1001')))).toMatchObject({
      _urlRedirect: { url: '/agents', statusCode: 301 },
    });
  });

  it('answers a bad page with a 404', async () => {
    expect(await thrownBy(loadPlaceAgentsPageData(pageContext('/agents?p=x')))).toMatchObject({ abortStatusCode: 404 });
  });
});

describe('the agent profile page', () => {
  it('shows an agent at the canonical URL, and sends the id form there', async () => {
    const listed = await loadPlaceAgentsPageData(pageContext('/agents'));
    const first = listed.agents[0]!;
    const data = await loadAgentPageData(pageContext(first.path));
    expect(data.agent.id).toBe(first.id);
    expect(await thrownBy(loadAgentPageData(pageContext(`/agent/x/y/${first.id}`)))).toMatchObject({
      _urlRedirect: { url: first.path, statusCode: 301 },
    });
  });
});
