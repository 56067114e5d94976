import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { energyGrade } from '#domain/listings/EnergyScale';
import type { EnergyRatingType } from '#domain/listings/Listing';
import type { PortalWorld } from '#features/support/world';
import { listings } from './ListingsScenario';

When(
  /^an? (EnergyEu|Co2Eu) rating of (-?\d+(?:\.\d+)?) is graded$/,
  function (this: PortalWorld, type: EnergyRatingType, value: string) {
    listings(this).outcome = energyGrade(type, Number(value));
  },
);

Then(/^the grade is ([A-G])$/, function (this: PortalWorld, grade: string) {
  assert.equal(listings(this).outcome, grade);
});

Then('there is no grade', function (this: PortalWorld) {
  assert.equal(listings(this).outcome, undefined);
});
