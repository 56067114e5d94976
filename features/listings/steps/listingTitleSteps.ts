import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { type ListingTitleView, listingTitle } from '#domain/listings/ListingTitle';
import { ELLIPSIS, cutHeadline, cutMetaDescription } from '#domain/portal/TextCut';
import type { PortalWorld } from '#features/support/world';
import { listings } from './ListingsScenario';

/** "60, 24" → 60 × 'a', a space, 24 × 'b': distinct letters show where a cut fell. */
function textOfWords(lengths: string): string {
  return lengths
    .split(',')
    .map((n, i) => String.fromCharCode(97 + i).repeat(Number(n.trim())))
    .join(' ');
}

const CUTS: Record<string, (text: string) => string> = {
  headline: cutHeadline,
  'meta description': cutMetaDescription,
};

function publishedTitle(view: unknown): Extract<ListingTitleView, { kind: 'text' }> {
  const title = view as ListingTitleView;
  if (title.kind !== 'text') assert.fail(`expected a published title, got ${JSON.stringify(title)}`);
  return title;
}

Given(/^a listing whose title has words of ([\d, ]+) letters$/, function (this: PortalWorld, lengths: string) {
  const scenario = listings(this);
  scenario.listing = { ...scenario.listing, title: textOfWords(lengths) };
  scenario.outcome = listingTitle(scenario.listing, scenario.listing.language);
});

Given(
  'a listing titled {string} with the French title {string}',
  function (this: PortalWorld, title: string, french: string) {
    const scenario = listings(this);
    scenario.listing = { ...scenario.listing, title, descriptions: { fr: { title: french, description: '' } } };
  },
);

When('its title is shown in {string}', function (this: PortalWorld, language: string) {
  const scenario = listings(this);
  scenario.outcome = listingTitle(scenario.listing, language);
});

Then('the displayed title is the whole title', function (this: PortalWorld) {
  const title = publishedTitle(listings(this).outcome);
  assert.equal(title.display, title.full);
});

Then('the displayed title is {int} characters and an ellipsis', function (this: PortalWorld, kept: number) {
  const title = publishedTitle(listings(this).outcome);
  assert.equal(title.display, Array.from(title.full).slice(0, kept).join('') + ELLIPSIS);
});

Then('the full title is {string}', function (this: PortalWorld, expected: string) {
  assert.equal(publishedTitle(listings(this).outcome).full, expected);
});

Given(/^a text with words of ([\d, ]+) letters$/, function (this: PortalWorld, lengths: string) {
  listings(this).outcome = textOfWords(lengths);
});

When(/^it is cut as a (headline|meta description)$/, function (this: PortalWorld, use: string) {
  const scenario = listings(this);
  const text = scenario.outcome as string;
  scenario.outcome = { text, cut: CUTS[use](text) };
});

Then('the cut text has {int} characters and ends with an ellipsis', function (this: PortalWorld, length: number) {
  const { text, cut } = listings(this).outcome as { text: string; cut: string };
  assert.equal(Array.from(cut).length, length);
  assert.ok(cut.endsWith(ELLIPSIS), `expected an ellipsis at the end of ${cut}`);
  assert.ok(text.startsWith(cut.slice(0, -1)), 'expected the cut text to be a prefix of the text');
});

Then('the cut text is the whole text', function (this: PortalWorld) {
  const { text, cut } = listings(this).outcome as { text: string; cut: string };
  assert.equal(cut, text);
});
