import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { parseListingId } from '#domain/listings/ListingId';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import type { PortalWorld } from '#features/support/world';
import { listings } from './ListingsScenario';

When('the listing id {string} is read', function (this: PortalWorld, raw: string) {
  listings(this).outcome = parseListingId(raw);
});

Then('the listing id is {int}', function (this: PortalWorld, id: number) {
  assert.deepEqual(listings(this).outcome, { ok: true, value: id });
});

Then('the listing is not found with the message {string}', function (this: PortalWorld, message: string) {
  const result = listings(this).outcome as Result<number, DomainError>;
  assert.equal(result.ok, false, 'expected the id to be rejected');
  if (result.ok) return;
  assert.equal(result.error.kind, 'NOT_FOUND');
  assert.equal(result.error.message, message);
});
