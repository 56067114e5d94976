import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { PORTALS } from '#config/portals';
import { readStartupQuery } from '#domain/identity/StartupQuery';
import type { Language } from '#domain/portal/Portal';
import { PORTAL_DIRECTORY } from '#domain/portal/PortalDirectory';
import { portalSuggestionUrl, suggestPortal, type PortalSuggestionInput } from '#domain/portal/PortalSuggestion';
import type { PortalWorld } from '#features/support/world';

/** portal_suggestion.feature: the rule (domain/portal/PortalSuggestion) in process. */
interface SuggestionScenario {
  input?: PortalSuggestionInput;
  outcome?: string;
}

declare module '../../support/world' {
  interface ScenarioState {
    portalSuggestion: SuggestionScenario;
  }
}

const scenario = (world: PortalWorld) => world.slice('portalSuggestion', () => ({}));

Given(
  /^a visitor from "(\w+)" reading "(\w+)" on the "(\w+)" portal, (who has not dismissed|who dismissed it|as a crawler)$/,
  function (this: PortalWorld, country: string, language: string, portal: string, how: string) {
    scenario(this).input = {
      currentPortalId: portal,
      visitorCountry: country,
      currentCulture: language as Language,
      dismissed: how === 'who dismissed it',
      isCrawler: how === 'as a crawler',
    };
  },
);

When('the page is {string}', function (this: PortalWorld, page: string) {
  const { input } = scenario(this);
  assert.ok(input);
  const suggestion = suggestPortal(input);
  const url = new URL(page, PORTAL_DIRECTORY.find((entry) => entry.id === input.currentPortalId)?.origin);
  // As the panel does: the start-up parameters (profileId, c, …) are not carried over.
  scenario(this).outcome = suggestion
    ? `${suggestion.portalId} ${suggestion.culture} ${portalSuggestionUrl(suggestion, { origin: url.origin, pathname: url.pathname, search: readStartupQuery(url.search).cleanedSearch })}`
    : 'none';
});

Then('the suggestion is {string}', function (this: PortalWorld, expected: string) {
  assert.equal(scenario(this).outcome, expected);
});

Then('every portal of the directory has the languages and default language of config\\/portals.ts', function () {
  for (const entry of PORTAL_DIRECTORY) {
    const configured = PORTALS[entry.id];
    assert.ok(configured, `config/portals.ts has ${entry.id}`);
    assert.deepEqual([...entry.cultures], configured.cultures, `${entry.id} languages`);
    assert.equal(entry.defaultCulture, configured.defaultCulture, `${entry.id} default language`);
    assert.equal(entry.countryISO, configured.countryISO, `${entry.id} country`);
  }
});
