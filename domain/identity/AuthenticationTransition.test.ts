import { AUTHENTICATION_STATES, type AuthenticationState } from './AuthenticationState';
import { type AuthenticationEvent, nextAuthenticationState } from './AuthenticationTransition';

const S = (state: AuthenticationState | undefined) => state;

describe('authentication state machine', () => {
  it.each<[AuthenticationState | undefined, AuthenticationEvent, AuthenticationState | undefined]>([
    [undefined, { type: 'profileCreated' }, 'GuestUnknown'],
    ['GuestIdentified', { type: 'profileCreated' }, 'GuestIdentified'],
    [undefined, { type: 'emailCaptured' }, 'GuestIdentified'],
    ['GuestUnknown', { type: 'emailCaptured' }, 'GuestIdentified'],
    ['GuestIdentified', { type: 'emailCaptured' }, 'GuestIdentified'],
    ['UserAuthenticated', { type: 'emailCaptured' }, 'UserAuthenticated'],
    ['UserIdentifiedWithFirstProfile', { type: 'emailCaptured' }, 'UserIdentifiedWithFirstProfile'],
    ['GuestUnknown', { type: 'urlTokenUsed' }, 'UserIdentifiedByUrlToken'],
    ['UserIdentifiedByEmail', { type: 'urlTokenUsed' }, 'UserIdentifiedByUrlToken'],
    ['UserAuthenticated', { type: 'urlTokenUsed' }, 'UserAuthenticated'],
    ['UserAuthenticated', { type: 'sessionLapsed', firstProfile: true }, 'UserIdentifiedWithFirstProfile'],
    ['UserAuthenticated', { type: 'sessionLapsed', firstProfile: false }, 'UserIdentifiedByEmail'],
    ['GuestIdentified', { type: 'sessionLapsed', firstProfile: true }, 'GuestIdentified'],
  ])('%s + %j → %s', (state, event, next) => {
    expect(nextAuthenticationState(state, event)).toBe(next);
  });

  it.each([...AUTHENTICATION_STATES, undefined])(
    'from %s, registering or logging in authenticates and logging out forgets',
    (state) => {
      expect(nextAuthenticationState(S(state), { type: 'registered' })).toBe('UserAuthenticated');
      expect(nextAuthenticationState(S(state), { type: 'loggedIn' })).toBe('UserAuthenticated');
      expect(nextAuthenticationState(S(state), { type: 'loggedOut' })).toBe('GuestUnknown');
    },
  );
});
