import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { sql } from 'drizzle-orm';
import { LoadAgentPage, LoadSearchPage } from '#application/search/pageTokens';
import { GetUser } from '#application/identity/tokens';
import type { AgentPageContent, AgentPageOutcome } from '#application/search/queries/LoadAgentPage';
import { type AgentProfileRoute, matchAgentProfilePath } from '#domain/agents/agentProfileRoute';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { PORTALS } from '#config/portals';
import { Database } from '#infrastructure/db/DatabaseToken';
import { callerFor, embeddedSearch } from '#features/search/steps/SearchServiceScenario';
import type { PortalWorld } from '#features/support/world';

interface AgentScenario {
  route?: AgentProfileRoute;
  agent?: { id: number; slug: string; listings: number };
  outcome?: Result<unknown, DomainError>;
  bySlug?: AgentPageContent;
}

declare module '../../support/world' {
  interface ScenarioState {
    agentProfile: AgentScenario;
  }
}

const STEP = { timeout: 180_000 };
const state = (world: PortalWorld) => world.slice('agentProfile', () => ({}));

/** The agent page's query for a path, as the page asks it (the international portal, in English). */
async function open(path: string) {
  const container = await embeddedSearch();
  return container.get(LoadAgentPage).execute({
    path,
    culture: 'en',
    portal: PORTALS.international,
    currencyId: 'CHF',
  });
}

When('the path {string} is read as an agent profile', function (this: PortalWorld, path: string) {
  state(this).route = matchAgentProfilePath(path);
});

Then('it names the agent by {word} {string}', function (this: PortalWorld, by: string, value: string) {
  const route = state(this).route;
  assert.ok(route, 'the path is no agent profile');
  if (by === 'slug') assert.equal('slug' in route && route.slug, value);
  else assert.equal('userId' in route && route.userId, value);
});

Given('an agent with more than 6 listings', STEP, async function (this: PortalWorld) {
  const db = (await embeddedSearch()).get(Database);
  const rows = (await db.execute(sql`
    select u.id, u.slug, count(*)::int as listings
    from listings l join users u on u.id = l.agent_user_id
    where not l.is_archived
    group by u.id, u.slug having count(*) > 6 order by count(*) desc, u.id limit 1`)) as unknown as {
    rows: { id: number; slug: string; listings: number }[];
  };
  const agent = rows.rows[0];
  assert.ok(agent, 'the demo data set has no agent with more than 6 listings');
  state(this).agent = agent;
});

When('their profile is opened by their slug', STEP, async function (this: PortalWorld) {
  state(this).outcome = await open(`/agent/${state(this).agent!.slug}`);
});

When('their profile is opened by their id', STEP, async function (this: PortalWorld) {
  const agent = state(this).agent!;
  const bySlug = await open(`/agent/${agent.slug}`);
  assert.ok(bySlug.ok && bySlug.value.kind === 'page');
  state(this).bySlug = bySlug.value;
  state(this).outcome = await open(`/agent/x/y/${agent.id}`);
});

When('the profile of the slug {string} is opened', STEP, async function (this: PortalWorld, slug: string) {
  state(this).outcome = await open(`/agent/${slug}`);
});

When('a profile is opened with neither an id nor a slug', STEP, async function (this: PortalWorld) {
  // Document 001 §5 rules the user lookup (GET /users/…); a page's path always names one or the other.
  const container = await embeddedSearch();
  state(this).outcome = await container.get(GetUser).execute({ caller: undefined, mode: 'agent' });
});

When('the agency page of account {int} is opened', STEP, async function (this: PortalWorld, accountId: number) {
  const container = await embeddedSearch();
  const caller = callerFor({ crawler: true });
  state(this).outcome = await container.get(LoadSearchPage).execute({
    url: { path: `/agency/x/${accountId}`, query: '', prefix: '' },
    agency: { accountId: String(accountId), name: 'x' },
    culture: 'en',
    portal: PORTALS.international,
    currencyId: 'CHF',
    caller,
    sharedHtml: false,
    facets: [],
  });
});

const content = (world: PortalWorld): AgentPageContent => {
  const outcome = state(world).outcome as Result<AgentPageOutcome, DomainError>;
  assert.ok(outcome.ok, `the profile failed: ${outcome.ok ? '' : outcome.error.message}`);
  assert.equal(outcome.value.kind, 'page');
  return outcome.value as AgentPageContent;
};

Then('it shows 6 of their listings and counts them all', function (this: PortalWorld) {
  const page = content(this);
  assert.equal(page.listings.listings.length, 6);
  assert.equal(page.listings.total, state(this).agent!.listings);
});

Then('every listing shown is theirs', function (this: PortalWorld) {
  const page = content(this);
  for (const listing of page.listings.listings) {
    const agentIds = listing.contactUsers.map((contact) => contact.userId);
    assert.ok(agentIds.includes(page.agent.id), `listing ${listing.id} is not the agent's`);
  }
});

Then('it is the same agent as by their slug', function (this: PortalWorld) {
  // The id form is no canonical URL (document 001 §2): it leads, permanently, to the slug's page.
  const outcome = state(this).outcome as Result<AgentPageOutcome, DomainError>;
  const bySlug = state(this).bySlug!;
  assert.equal(bySlug.agent.id, state(this).agent!.id);
  assert.deepEqual(outcome.ok && outcome.value, { kind: 'redirect', to: `/agent/${bySlug.agent.slug}`, status: 301 });
});

Then('the profile answers {string}', function (this: PortalWorld, message: string) {
  const outcome = state(this).outcome as Result<unknown, DomainError>;
  assert.equal(outcome.ok, false);
  if (!outcome.ok) assert.equal(outcome.error.message, message);
});

Then('the agency page answers {string}', function (this: PortalWorld, message: string) {
  const outcome = state(this).outcome as Result<unknown, DomainError>;
  assert.equal(outcome.ok, false);
  if (!outcome.ok) assert.equal(outcome.error.message, message);
});
