import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import {
  canLogIn,
  canSaveSearch,
  hasFavoritesAccess,
  hasSavedSearchAccess,
  isFullUser,
  isInvitedToAuthenticateAfterSaving,
  isLoginOrRegisterSuggested,
  needsToRegister,
} from '#domain/identity/AuthenticationRules';
import { isAuthenticationState } from '#domain/identity/AuthenticationState';
import { type AuthenticationEvent, nextAuthenticationState } from '#domain/identity/AuthenticationTransition';
import { loginModalView } from '#domain/identity/LoginModalView';
import type { PortalWorld } from '#features/support/world';
import { identity, yesNo } from './IdentityScenario';

function parseState(cell: string) {
  if (cell === 'none') return undefined;
  if (!isAuthenticationState(cell)) throw new Error(`unknown authentication state ${cell}`);
  return cell;
}

Given(/^a visitor in the authentication state (\w+)$/, function (this: PortalWorld, state: string) {
  identity(this).state = parseState(state);
});

Given(
  /^a visitor in the authentication state (\w+) with user id (\w+)$/,
  function (this: PortalWorld, state: string, userId: string) {
    identity(this).state = parseState(state);
    identity(this).userId = userId === 'none' ? undefined : Number(userId);
  },
);

const RULES = {
  'favourites access': hasFavoritesAccess,
  'saved-search access': hasSavedSearchAccess,
  'needing to register': needsToRegister,
  'being able to log in': canLogIn,
  'login or register being suggested': isLoginOrRegisterSuggested,
  'being able to save a search': canSaveSearch,
  'being invited to authenticate after saving': isInvitedToAuthenticateAfterSaving,
} as const;

Then(
  /^(favourites access|saved-search access|needing to register|being able to log in|login or register being suggested|being able to save a search|being invited to authenticate after saving) is (yes|no)$/,
  function (this: PortalWorld, rule: keyof typeof RULES, expected: string) {
    assert.equal(RULES[rule](identity(this).state), yesNo(expected), rule);
  },
);

Then(/^being a full user is (yes|no)$/, function (this: PortalWorld, expected: string) {
  const { state, userId } = identity(this);
  assert.equal(isFullUser({ state, userId }), yesNo(expected));
});

When('the login modal opens in the favourite flow', function (this: PortalWorld) {
  identity(this).view = loginModalView({ state: identity(this).state, favoriteFlow: true });
});

When('the login modal opens without saying which form', function (this: PortalWorld) {
  identity(this).view = loginModalView({ state: identity(this).state, favoriteFlow: false });
});

When('the login modal opens with isRegister false', function (this: PortalWorld) {
  identity(this).view = loginModalView({ state: identity(this).state, favoriteFlow: false, isRegister: false });
});

Then(/^it shows the (\w+) view$/, function (this: PortalWorld, view: string) {
  assert.equal(identity(this).view, view);
});

const EVENTS: Record<string, AuthenticationEvent> = {
  "the visitor's profile is created": { type: 'profileCreated' },
  'an e-mail nobody registered with is captured': { type: 'emailCaptured' },
  'an e-mail of a registered user is captured': { type: 'emailCaptured' },
  'a link with a valid token from our e-mails is followed': { type: 'urlTokenUsed' },
  'the visitor registers': { type: 'registered' },
  'the visitor logs in': { type: 'loggedIn' },
  'the session lapses on the profile registered with': { type: 'sessionLapsed', firstProfile: true },
  'the session lapses on another profile': { type: 'sessionLapsed', firstProfile: false },
  'the visitor logs out': { type: 'loggedOut' },
};

When(
  /^(the visitor's profile is created|an e-mail nobody registered with is captured|an e-mail of a registered user is captured|a link with a valid token from our e-mails is followed|the visitor registers|the visitor logs in|the session lapses on the profile registered with|the session lapses on another profile|the visitor logs out)$/,
  function (this: PortalWorld, event: string) {
    identity(this).state = nextAuthenticationState(identity(this).state, EVENTS[event]);
  },
);

Then(/^the authentication state is (\w+)$/, function (this: PortalWorld, expected: string) {
  assert.equal(identity(this).state, parseState(expected));
});
