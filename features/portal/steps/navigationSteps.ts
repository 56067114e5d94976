import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { PORTALS } from '#config/portals';
import {
  counterText,
  isMobileNavigationHidden,
  NAVIGATION_PATHS,
  navigationItems,
  SHELL_PAGE_KINDS,
  type ShellPageKind,
} from '#domain/portal/Navigation';
import type { PortalWorld } from '#features/support/world';
import { listOf, portal } from './PortalScenario';

When('a count bubble counts {int}', function (this: PortalWorld, count: number) {
  portal(this).outcome = counterText(count);
});

Then('the bubble shows {string}', function (this: PortalWorld, shown: string) {
  assert.equal(portal(this).outcome, shown === '(nothing)' ? null : shown);
});

Given(
  /^a portal with users (allowed|not allowed), valuation (enabled|disabled), PS_FLAG_CHAT (on|off) and (a|no) chat configured$/,
  function (this: PortalWorld, users: string, valuation: string, flag: string, chat: string) {
    const scenario = portal(this);
    scenario.navigation = {
      ...scenario.navigation,
      allowUsers: users === 'allowed',
      valuation: valuation === 'enabled',
      featureFlags: { PS_FLAG_CHAT: flag === 'on' },
      chatUrl: chat === 'a' ? 'https://chat.homefinder.example' : undefined,
    };
  },
);

Given(/^the visitor is (a guest|signed in)$/, function (this: PortalWorld, who: string) {
  portal(this).navigation.signedIn = who === 'signed in';
});

Then('the header bar shows {string}', function (this: PortalWorld, items: string) {
  assert.deepEqual(navigationItems(portal(this).navigation).header, listOf(items));
});

Then('the mobile bar shows {string}', function (this: PortalWorld, items: string) {
  assert.deepEqual(navigationItems(portal(this).navigation).mobileBar, listOf(items));
});

Then('{string} leads to {string}', function (this: PortalWorld, item: string, path: string) {
  assert.equal(NAVIGATION_PATHS[item as keyof typeof NAVIGATION_PATHS], path);
});

When('the navigation is built for each configured portal without a chat', function (this: PortalWorld) {
  portal(this).outcome = Object.values(PORTALS).map((configured) => ({
    valuation: configured.valuation,
    items: navigationItems({
      featureFlags: configured.featureFlags,
      valuation: configured.valuation,
      allowUsers: configured.allowUsers,
      signedIn: false,
    }),
  }));
});

Then('no portal shows {string}', function (this: PortalWorld, item: string) {
  const built = portal(this).outcome as { items: ReturnType<typeof navigationItems> }[];
  assert.ok(
    built.every(({ items }) => !items.header.includes(item as never) && !items.mobileBar.includes(item as never)),
  );
});

Then('the portals with valuation show {string} and the others do not', function (this: PortalWorld, item: string) {
  const built = portal(this).outcome as { valuation: boolean; items: ReturnType<typeof navigationItems> }[];
  for (const { valuation, items } of built) assert.equal(items.header.includes(item as never), valuation);
});

Given(
  'a {string} page whose subject is archived {string}',
  function (this: PortalWorld, kind: string, archived: string) {
    assert.ok((SHELL_PAGE_KINDS as readonly string[]).includes(kind), `unknown page kind ${kind}`);
    portal(this).page = { ...portal(this).page, kind: kind as ShellPageKind, archived: archived === 'yes' };
  },
);

Given('the visitor is drawing on the map {string}', function (this: PortalWorld, drawing: string) {
  portal(this).page.drawing = drawing === 'yes';
});

Then(/^the mobile bar is (hidden|shown)$/, function (this: PortalWorld, state: string) {
  const { kind, archived, drawing } = portal(this).page;
  assert.equal(isMobileNavigationHidden({ page: kind, archived, drawingOnSearch: drawing }), state === 'hidden');
});
