import { canAccessProfile, canAccessUser } from './AccessPolicy';
import { agentAccountId, isDashboardUser } from './AccountRoles';
import { ACCEPT_ALL_COOKIES, DEFAULT_COOKIE_CHOICE } from './CookieConsentChoice';
import {
  dashboardSwitchUrl,
  showsAgentDashboardLink,
  showsProfessionalsLink,
  showsSwitchPrompt,
  switchPromptPresentation,
} from './DashboardSwitch';
import {
  validateEmail,
  validateMaxLength,
  validateMinLength,
  validateMobilePhone,
  validateRequired,
} from './FieldValidators';
import { validateNewPassword } from './PasswordRules';
import { parsePostLoginAction } from './PostLoginAction';
import { isProfileComplete, showsCookieConsentBanner } from './Profile';
import { validateProfileDetails } from './ProfileDetailsRules';
import { readStartupQuery } from './StartupQuery';
import { authSessionFromClaims } from './TokenClaims';
import { decideTokenRefresh } from './TokenRefreshDecision';

const dashboard = {
  loginUrl: 'https://dash.example/login',
  clientId: 'agent-dashboard',
  redirectUrl: 'https://dash.example/cb',
};

describe('validators (document 000 §5)', () => {
  it('required: true checkbox, non-empty trimmed text', () => {
    expect(validateRequired(true)).toBeUndefined();
    expect(validateRequired(false)?.message).toBe('Immobox.Validations.Required');
    expect(validateRequired('  ')?.message).toBe('Immobox.Validations.Required');
    expect(validateRequired(' a ')).toBeUndefined();
    expect(validateRequired(undefined)?.message).toBe('Immobox.Validations.Required');
  });
  it('e-mail', () => {
    expect(validateEmail('anna@example.ch')).toBeUndefined();
    for (const bad of ['anna', 'anna@', '@example.ch', 'anna@example', 'an na@example.ch'])
      expect(validateEmail(bad)?.message).toBe('General.Validators.InvalidEmail');
  });
  it('length bounds carry n', () => {
    expect(validateMinLength('abc', 4)).toMatchObject({ message: 'Must be at least {n} characters', values: { n: 4 } });
    expect(validateMaxLength('abcde', 4)).toMatchObject({
      message: 'Must be no more than {n} characters',
      values: { n: 4 },
    });
    expect(validateMinLength('abcd', 4)).toBeUndefined();
    expect(validateMaxLength('abcd', 4)).toBeUndefined();
  });
  it('mobile phone: valid and numeric after removing + - ( ) and spaces', () => {
    expect(validateMobilePhone('+41 79 123 45 67')).toBeUndefined();
    expect(validateMobilePhone('079 123 45 67', 'CH')).toBeUndefined();
    expect(validateMobilePhone('+41 (79) 123-45-67')).toBeUndefined();
    expect(validateMobilePhone('+41 79 123 45 6x')?.message).toBe('Immobox.Validations.InvalidMobilePhone');
    expect(validateMobilePhone('12')?.message).toBe('Immobox.Validations.InvalidMobilePhone');
    expect(validateMobilePhone('079.123.45.67', 'CH')?.message).toBe('Immobox.Validations.InvalidMobilePhone');
  });
  it('profile details and completeness', () => {
    expect(validateProfileDetails({ email: 'anna@example.ch', fullName: 'Anna', phone: '' })).toEqual([]);
    expect(validateProfileDetails({ email: '', phone: '12' }, 'CH').map((e) => e.field)).toEqual(['email', 'phone']);
    expect(isProfileComplete({ email: 'a@b.ch', fullName: 'Anna', phone: '+41791234567' })).toBe(true);
    expect(isProfileComplete({ email: 'a@b.ch', fullName: 'Anna' })).toBe(false);
    expect(isProfileComplete({ email: 'a@b.ch', fullName: ' ', phone: '+41791234567' })).toBe(false);
  });
  it('passwords: 8 to 128 characters', () => {
    expect(validateNewPassword('')?.code).toBe('REQUIRED');
    expect(validateNewPassword('short')?.values).toEqual({ n: 8 });
    expect(validateNewPassword('long enough passphrase')).toBeUndefined();
    expect(validateNewPassword('x'.repeat(129))?.code).toBe('MAX_LENGTH');
  });
});

describe('roles and the dashboard switch', () => {
  const agent = [
    { role: 'Agent' as const, accountId: 12 },
    { role: 'Staff' as const, accountId: 13 },
  ];
  const base = { roles: agent, flagOn: true, dashboard, allowUsers: true };
  it('dashboard users and the agent account', () => {
    expect(isDashboardUser(agent)).toBe(true);
    expect(isDashboardUser([])).toBe(false);
    expect(agentAccountId(agent)).toBe(12);
    expect(agentAccountId([{ role: 'Admin', accountId: 3 }])).toBeUndefined();
  });
  it('link and prompt need flag, configuration, users allowed, not dismissed', () => {
    expect(showsAgentDashboardLink(base)).toBe(true);
    expect(showsSwitchPrompt({ ...base, dismissed: false })).toBe(true);
    expect(showsSwitchPrompt({ ...base, dismissed: true })).toBe(false);
    expect(showsAgentDashboardLink({ ...base, flagOn: false })).toBe(false);
    expect(showsAgentDashboardLink({ ...base, dashboard: { loginUrl: 'x', clientId: '' } })).toBe(false);
    expect(showsAgentDashboardLink({ ...base, allowUsers: false })).toBe(false);
    expect(showsAgentDashboardLink({ ...base, roles: [] })).toBe(false);
  });
  it('others see Professionals when configured', () => {
    expect(showsProfessionalsLink({ ...base, roles: [], professionalsUrl: 'https://pro.example' })).toBe(true);
    expect(showsProfessionalsLink({ ...base, roles: [] })).toBe(false);
    expect(showsProfessionalsLink({ ...base, professionalsUrl: 'https://pro.example' })).toBe(false);
  });
  it('popover on desktop, modal below 1024 px; the switch URL', () => {
    expect(switchPromptPresentation(1024)).toBe('popover');
    expect(switchPromptPresentation(1023)).toBe('modal');
    expect(dashboardSwitchUrl(dashboard, 'abc')).toBe(
      'https://dash.example/login?code=abc&client_id=agent-dashboard&redirect_uri=https%3A%2F%2Fdash.example%2Fcb',
    );
  });
});

describe('access policy', () => {
  const guest = {
    session: { userId: null, state: 'GuestUnknown' as const, profileIds: [5], identifiedUserProfileIds: [] },
    roles: [],
  };
  const user = {
    session: { userId: 9, state: 'UserAuthenticated' as const, profileIds: [6], identifiedUserProfileIds: [6, 7] },
    roles: [],
  };
  const admin = {
    session: { userId: 1, state: 'UserAuthenticated' as const, profileIds: [2], identifiedUserProfileIds: [2] },
    roles: [{ role: 'Admin' as const, accountId: 40 }],
  };
  it('profiles', () => {
    expect(canAccessProfile(guest, { id: 5, userId: null })).toBe(true);
    expect(canAccessProfile(guest, { id: 6, userId: 9 })).toBe(false);
    expect(canAccessProfile(user, { id: 7, userId: 9 })).toBe(true);
    expect(canAccessProfile(user, { id: 5, userId: null })).toBe(false);
    expect(canAccessProfile(admin, { id: 7, userId: 9 }, [40])).toBe(true);
    expect(canAccessProfile(admin, { id: 7, userId: 9 }, [41])).toBe(false);
  });
  it('users', () => {
    expect(canAccessUser(user, { id: 9, accountIds: [] })).toBe(true);
    expect(canAccessUser(user, { id: 10, accountIds: [] })).toBe(false);
    expect(canAccessUser(guest, { id: 9, accountIds: [] })).toBe(false);
    expect(canAccessUser(admin, { id: 9, accountIds: [40] })).toBe(true);
    expect(
      canAccessUser(
        { ...admin, session: { ...admin.session, state: 'UserIdentifiedByEmail' } },
        { id: 9, accountIds: [40] },
      ),
    ).toBe(false);
  });
});

describe('token claims and refresh', () => {
  it('reads only well-formed claims', () => {
    expect(
      authSessionFromClaims({
        user_id: 3,
        auth_state: 'UserAuthenticated',
        profile_ids: [4],
        identified_user_profile_ids: [4, 8],
      }),
    ).toEqual({ userId: 3, state: 'UserAuthenticated', profileIds: [4], identifiedUserProfileIds: [4, 8] });
    expect(authSessionFromClaims({ auth_state: 'GuestUnknown', profile_ids: [4] })).toEqual({
      userId: null,
      state: 'GuestUnknown',
      profileIds: [4],
      identifiedUserProfileIds: [],
    });
    expect(authSessionFromClaims({ auth_state: 'Root', profile_ids: [4] })).toBeUndefined();
    expect(authSessionFromClaims({ auth_state: 'GuestUnknown', profile_ids: ['4'] })).toBeUndefined();
    expect(authSessionFromClaims({ auth_state: 'GuestUnknown', profile_ids: [4], user_id: -1 })).toBeUndefined();
  });
  it('refresh when missing or expired; crawlers skip', () => {
    expect(decideTokenRefresh({ isCrawler: true, canRefresh: true, nowSeconds: 100 })).toBe('skip');
    expect(decideTokenRefresh({ isCrawler: false, canRefresh: true, nowSeconds: 100 })).toBe('refresh');
    expect(decideTokenRefresh({ isCrawler: false, canRefresh: false, nowSeconds: 100 })).toBe('skip');
    expect(decideTokenRefresh({ isCrawler: false, canRefresh: true, accessTokenExpiresAt: 105, nowSeconds: 100 })).toBe(
      'refresh',
    );
    expect(decideTokenRefresh({ isCrawler: false, canRefresh: true, accessTokenExpiresAt: 400, nowSeconds: 100 })).toBe(
      'fresh',
    );
  });
});

describe('post-login actions, start-up query, cookie consent', () => {
  it('accepts exactly the four actions', () => {
    expect(parsePostLoginAction({ type: 'createFavorite', listingId: 3 })).toEqual({
      type: 'createFavorite',
      listingId: 3,
    });
    expect(parsePostLoginAction({ type: 'renameSearch', searchId: 3, title: ' Lake view ' })).toEqual({
      type: 'renameSearch',
      searchId: 3,
      title: 'Lake view',
    });
    expect(parsePostLoginAction({ type: 'renameSearch', searchId: 3, title: 'x'.repeat(65) })).toBeUndefined();
    expect(parsePostLoginAction({ type: 'deleteAccount', userId: 3 })).toBeUndefined();
    expect(parsePostLoginAction({ type: 'deleteSearch', searchId: 0 })).toBeUndefined();
  });
  it('reads and cleans the start-up parameters', () => {
    const query = readStartupQuery(
      '?c=fr&profileId=12&dismissPortalSuggestion=true&action=abc&gclid=Cj0KCQ&disableGTM=true&page=2',
    );
    expect(query).toEqual({
      culture: 'fr',
      profileId: 12,
      dismissPortalSuggestion: true,
      action: 'abc',
      gclid: 'Cj0KCQ',
      disableGTM: true,
      cleanedSearch: '?gclid=Cj0KCQ&disableGTM=true&page=2',
    });
    expect(readStartupQuery('').cleanedSearch).toBe('');
  });
  it('functional always on, optional ones off by default; banner until consent exists', () => {
    expect(DEFAULT_COOKIE_CHOICE).toEqual({
      functionalCookies: true,
      performanceCookies: false,
      advertisingCookies: false,
    });
    expect(ACCEPT_ALL_COOKIES).toEqual({ functionalCookies: true, performanceCookies: true, advertisingCookies: true });
    expect(showsCookieConsentBanner(undefined)).toBe(true);
    expect(showsCookieConsentBanner({ cookiesConsent: null })).toBe(true);
    expect(showsCookieConsentBanner({ cookiesConsent: { performanceCookies: false, advertisingCookies: false } })).toBe(
      false,
    );
  });
});
