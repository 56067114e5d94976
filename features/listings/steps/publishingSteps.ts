import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import {
  type PublishPermission,
  parseAccountId,
  parseCategoryId,
  publishPermission,
} from '#domain/listings/publishing/Publishing';
import type { DomainError } from '#domain/shared/DomainError';
import type { PortalWorld } from '#features/support/world';

declare module '../../support/world' {
  interface ScenarioState {
    publishing: { answer?: PublishPermission; error?: DomainError };
  }
}

const state = (world: PortalWorld) => world.slice('publishing', () => ({}));

function ask(world: PortalWorld, accountId: string, categoryId: number, plan: string[] = []): void {
  const id = parseAccountId(accountId);
  if (!id.ok) return void (state(world).error = id.error);
  const category = parseCategoryId(categoryId);
  if (!category.ok) return void (state(world).error = category.error);
  state(world).answer = publishPermission(
    { id: id.value, type: 'Professional', isArchived: false },
    category.value,
    new Set(plan as never[]),
  );
}

When('a Professional account asks whether it may publish in category {int}', function (this: PortalWorld, c: number) {
  ask(this, '7', c);
});

When(
  'a Professional account without premium listings asks whether it may publish in category {int}',
  function (this: PortalWorld, c: number) {
    ask(this, '7', c, ['classic']);
  },
);

When(
  'the account {string} asks whether it may publish in category {int}',
  function (this: PortalWorld, a: string, c: number) {
    ask(this, a, c);
  },
);

Then('it may, in category {string}', function (this: PortalWorld, category: string) {
  assert.equal(state(this).answer?.allowed, true);
  assert.equal(state(this).answer?.category, category);
});

Then('it may not, because {string}', function (this: PortalWorld, reason: string) {
  assert.equal(state(this).answer?.allowed, false);
  assert.equal(state(this).answer?.reason, reason);
});

Then(
  'the answer is the error {string} on the field {string}',
  function (this: PortalWorld, message: string, field: string) {
    assert.equal(state(this).error?.message, message);
    assert.equal(state(this).error?.field, field);
  },
);
