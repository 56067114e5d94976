import { clickUntil } from '#features/identity/steps/regionalUi';
import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { PortalWorld } from '#features/support/world';
import { baseUrl, browserPage, listingPageUi, theListing } from './ListingPageUi';
import { demoListings } from './listingPageUiSteps';

const STEP_TIMEOUT = 180_000;
const LOAD_TIMEOUT = 120_000;

const phones = new WeakMap<PortalWorld, { phone: string; requests: string[] }>();

async function contactPhone(world: PortalWorld, query: string): Promise<string | undefined> {
  const response = await fetch(`${baseUrl(world)}/svc/listings/v2/contactPhone?${query}`);
  return response.ok ? ((await response.json()) as { phone: string }).phone : undefined;
}

Given(
  'a live listing of the demo data set whose contact has a phone number',
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld) {
    for (const listing of await demoListings(this)) {
      if (listing.isArchived || listing.listingClass !== 'PropertyListing' || listing.contactUsers.length === 0)
        continue;
      const phone = await contactPhone(this, `listingId=${listing.id}`);
      if (!phone) continue;
      listingPageUi(this).listing = listing;
      phones.set(this, { phone, requests: [] });
      return;
    }
    assert.fail('the demo data set holds no live listing whose contact has a phone number among ids 1-200');
  },
);

function assertNoContactDetails(html: string, phone: string, where: string): void {
  assert.ok(!html.includes(phone), `the ${where} holds the phone number ${phone}`);
  assert.ok(!html.includes(phone.replace(/[^\d+]/g, '')), `the ${where} holds the phone number as digits`);
  assert.doesNotMatch(html, /"phone":"/, `the ${where} holds a "phone" field`);
  assert.doesNotMatch(html, /"email":"/, `the ${where} holds an "email" field`);
}

Then(
  "the server's HTML for the listing holds no phone number and no e-mail address",
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld) {
    const html = await (await fetch(`${baseUrl(this)}/listing/${theListing(this).id}`)).text();
    assertNoContactDetails(html, phones.get(this)!.phone, "listing page's HTML");
  },
);

Then(
  "the server's HTML for the page of the listing's agent holds no phone number and no e-mail address",
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld) {
    const listingHtml = await (await fetch(`${baseUrl(this)}/listing/${theListing(this).id}`)).text();
    const agentPath = /href="(\/agent\/[^"]+)"/.exec(listingHtml)?.[1];
    assert.ok(agentPath, "the listing's page links no agent page");
    const response = await fetch(`${baseUrl(this)}${agentPath}`);
    assert.equal(response.status, 200);
    const userId = Number(/-(\d+)$/.exec(agentPath)?.[1]);
    const phone = await contactPhone(this, `agentUserId=${userId}`);
    assert.ok(phone, `agent ${userId} has no phone number to reveal`);
    assertNoContactDetails(await response.text(), phone, "agent page's HTML");
  },
);

When('they press "Show phone number"', { timeout: STEP_TIMEOUT }, async function (this: PortalWorld) {
  const page = browserPage(this);
  const seen = phones.get(this)!;
  page.on('request', (request) => {
    if (request.url().includes('/svc/listings/v2/contactPhone')) seen.requests.push(request.url());
  });
  const button = page.getByTestId('contact-show-phone');
  await button.waitFor({ timeout: LOAD_TIMEOUT });
  assert.equal(seen.requests.length, 0, 'the number was fetched before the press');
  // Until hydration the button does nothing: press until the number shows.
  const shown = page.getByTestId('contact-phone');
  await clickUntil(page, button, () => shown.isVisible());
});

Then(
  "the contact's phone number is shown, fetched after the press",
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld) {
    const { phone, requests } = phones.get(this)!;
    const shown = browserPage(this).getByTestId('contact-phone');
    assert.equal((await shown.textContent())?.trim(), phone);
    assert.equal(await shown.getAttribute('href'), `tel:${phone.replace(/[^\d+]/g, '')}`);
    assert.ok(
      requests.some((url) => url.includes(`listingId=${theListing(this).id}`)),
      'the number was not fetched',
    );
  },
);
