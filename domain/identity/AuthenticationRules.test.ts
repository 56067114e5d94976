import { AUTHENTICATION_STATES, type AuthenticationState } from './AuthenticationState';
import {
  canLogIn,
  canSaveSearch,
  hasFavoritesAccess,
  hasSavedSearchAccess,
  isFullUser,
  isInvitedToAuthenticateAfterSaving,
  isLoginOrRegisterSuggested,
  needsToRegister,
  ownsProfileResource,
} from './AuthenticationRules';
import { loginModalView } from './LoginModalView';

type Row = [
  state: AuthenticationState | undefined,
  favourites: boolean,
  savedSearches: boolean,
  needsRegister: boolean,
  canLogIn: boolean,
  suggested: boolean,
  canSave: boolean,
];

// Every state (and "no state") against every rule of document 000 §4 and document 001 §4.
const TABLE: Row[] = [
  //  state                              fav    saved  needsReg logIn  suggest save
  [undefined, false, false, true, true, true, false],
  ['GuestUnknown', false, false, true, true, true, false],
  ['GuestIdentified', false, true, true, false, true, true],
  ['UserIdentifiedWithFirstProfile', true, true, false, true, false, true],
  ['UserIdentifiedByEmail', false, false, false, true, true, true],
  ['UserIdentifiedByUrlToken', false, true, false, true, true, true],
  ['UserAuthenticated', true, true, false, false, false, true],
];

describe('authentication rules', () => {
  it('covers every state', () => {
    expect(
      TABLE.map(([state]) => state)
        .filter(Boolean)
        .sort(),
    ).toEqual([...AUTHENTICATION_STATES].sort());
  });

  it.each(TABLE)(
    '%s: favourites %s, saved searches %s, needs to register %s, can log in %s, suggested %s, can save a search %s',
    (state, favourites, saved, register, logIn, suggested, save) => {
      expect(hasFavoritesAccess(state)).toBe(favourites);
      expect(hasSavedSearchAccess(state)).toBe(saved);
      expect(needsToRegister(state)).toBe(register);
      expect(canLogIn(state)).toBe(logIn);
      expect(isLoginOrRegisterSuggested(state)).toBe(suggested);
      expect(canSaveSearch(state)).toBe(save);
      expect(isInvitedToAuthenticateAfterSaving(state)).toBe(state !== 'UserAuthenticated');
    },
  );

  it.each([...AUTHENTICATION_STATES, undefined])('full user needs user_id and UserAuthenticated (%s)', (state) => {
    expect(isFullUser({ userId: 7, state })).toBe(state === 'UserAuthenticated');
    expect(isFullUser({ userId: null, state })).toBe(false);
    expect(isFullUser({ state })).toBe(false);
  });

  it('ownership: the current or an identified profile', () => {
    const session = { profileIds: [3], identifiedUserProfileIds: [5, 6] };
    expect(ownsProfileResource(3, session)).toBe(true);
    expect(ownsProfileResource(6, session)).toBe(true);
    expect(ownsProfileResource(4, session)).toBe(false);
  });
});

describe('login modal view', () => {
  type ViewRow = [AuthenticationState | undefined, favourite: string, register: string, login: string];
  const VIEWS: ViewRow[] = [
    [undefined, 'saveFavoriteSignIn', 'register', 'login'],
    ['GuestUnknown', 'saveFavoriteSignIn', 'register', 'login'],
    ['GuestIdentified', 'saveFavoriteSignIn', 'register', 'login'],
    ['UserIdentifiedWithFirstProfile', 'saveFavoriteSignIn', 'reconnect', 'reconnect'],
    ['UserIdentifiedByEmail', 'reconnect', 'reconnect', 'reconnect'],
    ['UserIdentifiedByUrlToken', 'reconnect', 'reconnect', 'reconnect'],
    ['UserAuthenticated', 'saveFavoriteSignIn', 'register', 'login'],
  ];
  it.each(VIEWS)('%s: favourite flow %s, default %s, isRegister=false %s', (state, favourite, register, login) => {
    expect(loginModalView({ state, favoriteFlow: true })).toBe(favourite);
    expect(loginModalView({ state, favoriteFlow: false })).toBe(register);
    expect(loginModalView({ state, favoriteFlow: false, isRegister: true })).toBe(register);
    expect(loginModalView({ state, favoriteFlow: false, isRegister: false })).toBe(login);
  });
});
