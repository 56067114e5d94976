import assert from 'node:assert/strict';
import { Given, Then } from '@cucumber/cucumber';
import { robotsContent, robotsDecision } from '#domain/portal/Robots';
import type { PortalWorld } from '#features/support/world';
import { listOf, portal } from './PortalScenario';

Given(/^the portal is (indexable|not indexable)$/, function (this: PortalWorld, indexable: string) {
  portal(this).robots.portalIndexable = indexable === 'indexable';
});

/**
 * The page column reads as a comma-separated list of facts: "not flagged", "flagged noindex",
 * "an error page", "not indexable", "not followable", 'in cultures "de, fr"'.
 */
Given(/^the page in culture "([a-z]{2})" is (.+)$/, function (this: PortalWorld, culture: string, description: string) {
  const robots = portal(this).robots;
  robots.culture = culture;
  const cultures = /in cultures "([^"]*)"/.exec(description);
  if (cultures) robots.page.hrefLangCultures = listOf(cultures[1]);
  const facts = listOf(description.replace(/in cultures "[^"]*"/, ''));
  for (const fact of facts) {
    if (fact === 'flagged noindex') robots.page.noindex = true;
    else if (fact === 'an error page') robots.errorPage = true;
    else if (fact === 'not indexable') robots.page.indexable = false;
    else if (fact === 'not followable') robots.page.followable = false;
    else if (fact !== 'not flagged') throw new Error(`Unknown page fact: ${fact}`);
  }
});

Then('the robots meta reads {string}', function (this: PortalWorld, content: string) {
  assert.equal(robotsContent(robotsDecision(portal(this).robots)), content);
});
