import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { decideProfileHint, type ProfileHintDecision } from '#domain/identity/ProfileIdHint';
import { isAuthenticationState } from '#domain/identity/AuthenticationState';
import type { PortalWorld } from '#features/support/world';
import { fixturePortal } from './fixturePortal';
import { STEP, claimsOf, cookieOf, ownProfileId, pageOf } from './regionalUi';

/**
 * profile_id_link.feature (the rule, in process) and the browser scenarios of
 * regional_and_debug_ui.feature that follow an e-mail link on the fixture portal.
 */
interface ProfileLink {
  ownProfileId?: number;
  tokenBefore?: string;
  decision?: ProfileHintDecision;
  hint: {
    hintedProfileId?: number;
    urlToken?: string;
    ownProfileId: number | null;
    state?: string;
    isCrawler: boolean;
  };
}

declare module '../../support/world' {
  interface ScenarioState {
    profileLink: ProfileLink;
  }
}

const link = (world: PortalWorld) =>
  world.slice('profileLink', () => ({ hint: { ownProfileId: 7, isCrawler: false } }));

// --- The rule (profile_id_link.feature) ----------------------------------------------------------

Given(
  'a browser whose own profile is {int}, in the state {word}',
  function (this: PortalWorld, profileId: number, state: string) {
    link(this).hint = { ...link(this).hint, ownProfileId: profileId, state, isCrawler: state === 'crawler' };
  },
);

When(
  /^a link arrives with (?:profileId (\d+)|no profileId)(?: and (a signed token|no token))?$/,
  function (this: PortalWorld, profileId: string | undefined, token: string | undefined) {
    const { hint } = link(this);
    const state = hint.state && isAuthenticationState(hint.state) ? hint.state : null;
    link(this).decision = decideProfileHint({
      ...(profileId ? { hintedProfileId: Number(profileId) } : {}),
      ...(token === 'a signed token' ? { urlToken: 'payload.mac' } : {}),
      ownProfileId: hint.ownProfileId,
      state,
      isCrawler: hint.isCrawler,
    });
  },
);

Then('the browser {string}', function (this: PortalWorld, outcome: string) {
  const decision = link(this).decision;
  const said: Record<string, (d: ProfileHintDecision) => boolean> = {
    'asks the server to verify the token': (d) => d.kind === 'verifyUrlToken',
    'does nothing': (d) => d.kind === 'none' || d.kind === 'sameProfile',
    'ignores the profile id': (d) => d.kind === 'ignored',
  };
  assert.ok(said[outcome], `unknown outcome ${outcome}`);
  assert.ok(decision && said[outcome](decision), `expected "${outcome}", got ${JSON.stringify(decision)}`);
});

// --- In a browser (regional_and_debug_ui.feature, @fixturePortal) ---------------------------------

When(
  /^they follow a link carrying the agent's profileId and (no token|a valid token|a forged token)$/,
  STEP,
  async function (this: PortalWorld, token: string) {
    const { agent, signUrlToken } = await fixturePortal();
    const page = pageOf(this);
    link(this).ownProfileId = await ownProfileId(this);
    link(this).tokenBefore = await cookieOf(this, 'token');
    const valid = signUrlToken({ userId: agent.userId, profileId: agent.profileId });
    const hash =
      token === 'a valid token' ? valid : token === 'a forged token' ? `${valid.split('.')[0]}.AAAA` : undefined;
    const query = new URLSearchParams({
      profileId: String(agent.profileId),
      ...(hash ? { hash } : {}),
      utm_source: 'alert',
    });
    await page.goto(`${(this.server as { baseUrl: string }).baseUrl}/?${query.toString()}`, { waitUntil: 'load' });
    // Start-up has run once the address bar is cleaned.
    await page.waitForFunction(() => !window.location.search.includes('profileId'), undefined, { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
  },
);

Then(/^they are still a GuestUnknown guest on their own profile$/, STEP, async function (this: PortalWorld) {
  const claims = await claimsOf(this);
  assert.equal(claims.auth_state, 'GuestUnknown');
  assert.equal(claims.user_id, null);
  assert.deepEqual(claims.profile_ids, [link(this).ownProfileId]);
  assert.equal(await ownProfileId(this), link(this).ownProfileId, 'the profile cookie was not switched');
});

Then("their profile page shows none of the agent's details", STEP, async function (this: PortalWorld) {
  const { agent } = await fixturePortal();
  const page = pageOf(this);
  await page.goto(`${(this.server as { baseUrl: string }).baseUrl}/settings/profile?profileId=${agent.profileId}`, {
    waitUntil: 'load',
  });
  const html = await page.content();
  assert.ok(
    !html.includes(agent.email) && !html.includes('Private Person'),
    "no detail of the agent's profile reached the page",
  );
});

Then("the agent's profile stays out of their reach", STEP, async function (this: PortalWorld) {
  const { agent } = await fixturePortal();
  const status = await pageOf(this).evaluate(
    async (id) => (await fetch(`/svc/accounts/profiles/${id}?mode=Full`, { credentials: 'same-origin' })).status,
    agent.profileId,
  );
  assert.ok(status === 403 || status === 404, `GET /profiles/${agent.profileId} answered ${status}`);
});

Then(
  "they become UserIdentifiedByUrlToken on their own profile, which opens the agent's profiles",
  STEP,
  async function (this: PortalWorld) {
    const { agent } = await fixturePortal();
    const page = pageOf(this);
    // The page identifies, refreshes the token, then renders again with it.
    await page.waitForFunction(
      () =>
        document.querySelector('script#vike_pageContext')?.textContent?.includes('UserIdentifiedByUrlToken') ?? false,
      undefined,
      { timeout: 60_000 },
    );
    const claims = await claimsOf(this);
    assert.equal(claims.auth_state, 'UserIdentifiedByUrlToken');
    assert.equal(claims.user_id, null, 'identified, not authenticated');
    assert.deepEqual(claims.profile_ids, [link(this).ownProfileId], "still this browser's own profile");
    assert.ok((claims.identified_user_profile_ids as number[]).includes(agent.profileId));
    assert.equal(await ownProfileId(this), link(this).ownProfileId);
  },
);
