import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import {
  TOAST_TRANSITION_MS,
  toastLifetime,
  withNotification,
  type Notification,
  type ToastDelay,
} from '#domain/portal/Toasts';
import type { PortalWorld } from '#features/support/world';
import { listOf, portal } from './PortalScenario';

const toast = (id: string): Notification => ({ id, message: 'LeadRequestForm.Message.Success', kind: 'success' });

When(
  'a toast with delay {string} is shown with a default of {int} ms',
  function (this: PortalWorld, delay: string, defaultMs: number) {
    const parsed: ToastDelay | undefined =
      delay === '(none)' ? undefined : delay === 'longer' ? 'longer' : Number(delay);
    portal(this).outcome = toastLifetime(parsed, defaultMs);
  },
);

Then(/^it stays (\d+) ms$/, function (this: PortalWorld, ms: string) {
  assert.equal(portal(this).outcome, Number(ms));
});

Then('it stays until closed', function (this: PortalWorld) {
  assert.equal(portal(this).outcome, null);
});

Given(
  'the toasts {string}, {string} are shown in that order',
  function (this: PortalWorld, first: string, second: string) {
    portal(this).outcome = withNotification(withNotification([], toast(first)), toast(second));
  },
);

When('the toast {string} arrives again', function (this: PortalWorld, id: string) {
  portal(this).outcome = withNotification(portal(this).outcome as Notification[], toast(id));
});

Then('the toasts read {string} from the top', function (this: PortalWorld, ids: string) {
  assert.deepEqual(
    (portal(this).outcome as Notification[]).map((shown) => shown.id),
    listOf(ids),
  );
});

Then('the toast transitions take {int} ms', function (this: PortalWorld, ms: number) {
  assert.equal(TOAST_TRANSITION_MS, ms);
});
