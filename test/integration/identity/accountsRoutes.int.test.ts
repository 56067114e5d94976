import { jest } from '@jest/globals';
import { type AccountsTestServer, startAccountsTestServer } from '#test/harness/servers/accountsTestServer';

let server: AccountsTestServer;
let agency: number;
let branch: number;
let franchise: number;
let anna: number; // a portal user
let annaProfile: number;
let bob: number; // another portal user
let bobProfile: number;
let agent: number; // an agent of `agency`, also a portal user
let admin: number; // admin of `agency`
let guestProfile: number;
let annaToken: string;
let bobToken: string;
let guestToken: string;
let adminToken: string;

jest.setTimeout(30_000);

beforeAll(async () => {
  server = await startAccountsTestServer();
  const f = server.fixtures;
  franchise = await f.account({ name: 'Keystone Realty' });
  agency = await f.account({ name: 'Lake Homes', relations: [{ type: 'Franchise', from: franchise }] });
  branch = await f.account({ name: 'Lake Homes Zug', relations: [{ type: 'Parent', from: agency }] });
  anna = await f.user({ fullName: 'Anna Meier', email: 'anna@example.ch' });
  bob = await f.user({ fullName: 'Bob Keller', email: 'bob@example.ch' });
  agent = await f.user({
    fullName: 'Ada Agent',
    email: 'ada@lakehomes.example',
    roles: [{ role: 'Agent', accountId: agency }],
  });
  admin = await f.user({
    fullName: 'Max Admin',
    email: 'max@lakehomes.example',
    roles: [{ role: 'Admin', accountId: agency }],
  });
  annaProfile = await f.profile({ userId: anna, email: 'anna@example.ch' });
  bobProfile = await f.profile({ userId: bob, email: 'bob@example.ch' });
  guestProfile = await f.profile();
  annaToken = await server.tokenFor({
    userId: anna,
    state: 'UserAuthenticated',
    profileIds: [annaProfile],
    identifiedUserProfileIds: [annaProfile],
  });
  bobToken = await server.tokenFor({
    userId: bob,
    state: 'UserAuthenticated',
    profileIds: [bobProfile],
    identifiedUserProfileIds: [bobProfile],
  });
  guestToken = await server.tokenFor({ state: 'GuestUnknown', profileIds: [guestProfile] });
  adminToken = await server.tokenFor({
    userId: admin,
    state: 'UserAuthenticated',
    profileIds: [await f.profile({ userId: admin })],
  });
}, 120_000);

afterAll(() => server?.close());

describe('authorization header', () => {
  it.each([
    ['GET', '/profiles/{id}', () => `/svc/accounts/profiles/${annaProfile}`],
    ['PATCH', '/profiles/{id}', () => `/svc/accounts/profiles/${annaProfile}`],
    ['GET', '/users/{id}', () => `/svc/accounts/users/${anna}`],
    ['GET', '/accounts/{id}', () => `/svc/accounts/accounts/${agency}`],
    [
      'GET',
      '/api/users/clientswitchCode',
      () => '/svc/accounts/api/users/clientswitchCode?targetClientId=agent-dashboard',
    ],
  ])("%s %s without a bearer: 401 'Authorization headers is not defined'", async (method, _name, path) => {
    const response = await server.call(method, path(), { body: method === 'PATCH' ? {} : undefined });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      code: 'AUTHORIZATION_MISSING',
      message: 'Authorization headers is not defined',
      field: null,
    });
  });

  it('rejects a token signed with another key, an expired token, a token for another audience, and alg none', async () => {
    const session = {
      userId: anna,
      state: 'UserAuthenticated' as const,
      profileIds: [annaProfile],
      identifiedUserProfileIds: [],
    };
    const forged = await server.tokenFor(session, { signedWithOtherKeys: true });
    const expired = await server.tokenFor(session, { expiresInSeconds: -60 });
    const otherAudience = await server.tokenFor(session, { audience: 'urn:other' });
    const [header, payload] = annaToken.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url')}.${payload}.`;
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), user_id: bob })).toString('base64url')}.${annaToken.split('.')[2]}`;
    for (const token of [forged, expired, otherAudience, none, tampered, 'not-a-jwt']) {
      const response = await server.call('GET', `/svc/accounts/profiles/${annaProfile}`, { token });
      expect(response.status).toBe(401);
    }
  });
});

describe('profiles', () => {
  it('POST /profiles creates a guest profile with a one-time secret, no bearer needed', async () => {
    const response = await server.call('POST', '/svc/accounts/profiles', {
      body: { regionalSettings: { culture: 'fr', currencyId: 'EUR' } },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      authenticationState: 'GuestUnknown',
      profileType: 'Visitor',
      userId: null,
      regionalSettings: { culture: 'fr', currencyId: 'EUR' },
    });
    expect(response.body.secret).toMatch(/^[\w-]{43}$/);
  });

  it('GET /profiles/{id}: RegionalSettings by default, Full on request', async () => {
    const light = await server.call('GET', `/svc/accounts/profiles/${annaProfile}`, { token: annaToken });
    expect(light.status).toBe(200);
    expect(light.body.details).toBeUndefined();
    const full = await server.call('GET', `/svc/accounts/profiles/${annaProfile}?mode=Full`, { token: annaToken });
    expect(full.body.details).toEqual({ email: 'anna@example.ch', fullName: 'Private Person', phone: '+41791234567' });
  });

  it("PATCH validates details with the documents' messages", async () => {
    const bad = await server.call('PATCH', `/svc/accounts/profiles/${annaProfile}`, {
      token: annaToken,
      body: { details: { phone: '12' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'INVALID_MOBILE_PHONE',
      message: 'Immobox.Validations.InvalidMobilePhone',
      field: 'phone',
    });
    const badEmail = await server.call('PATCH', `/svc/accounts/profiles/${annaProfile}`, {
      token: annaToken,
      body: { details: { email: 'nope' } },
    });
    expect(badEmail.body).toMatchObject({ message: 'General.Validators.InvalidEmail', field: 'email' });
    const good = await server.call('PATCH', `/svc/accounts/profiles/${annaProfile}`, {
      token: annaToken,
      body: { details: { fullName: 'Anna M.', phone: '079 123 45 67' }, regionalSettings: { culture: 'de' } },
    });
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({
      details: { fullName: 'Anna M.', phone: '079 123 45 67' },
      regionalSettings: { culture: 'de' },
    });
  });

  it('an e-mail identifies a guest: GuestIdentified, a registered e-mail too (docs/security.md "No account enumeration")', async () => {
    const guest = await server.fixtures.profile();
    const token = await server.tokenFor({ state: 'GuestUnknown', profileIds: [guest] });
    const consent = await server.call('PUT', `/svc/accounts/profiles/${guest}/consent`, {
      token,
      body: { email: 'new@example.ch', sourceUrl: 'http://localhost/listing/1' },
    });
    expect(consent.body).toMatchObject({
      authenticationState: 'GuestIdentified',
      consent: { email: 'new@example.ch', sourceUrl: 'http://localhost/listing/1' },
    });
    const other = await server.fixtures.profile();
    const otherToken = await server.tokenFor({ state: 'GuestUnknown', profileIds: [other] });
    const patched = await server.call('PATCH', `/svc/accounts/profiles/${other}`, {
      token: otherToken,
      body: { details: { email: 'BOB@example.ch' } },
    });
    expect(patched.body.authenticationState).toBe('GuestIdentified');
  });

  it('PUT cookiesConsent stores the choice; booleans are required', async () => {
    const missing = await server.call('PUT', `/svc/accounts/profiles/${guestProfile}/cookiesConsent`, {
      token: guestToken,
      body: { performanceCookies: true },
    });
    expect(missing.status).toBe(400);
    const saved = await server.call('PUT', `/svc/accounts/profiles/${guestProfile}/cookiesConsent`, {
      token: guestToken,
      body: { performanceCookies: true, advertisingCookies: false },
      headers: { referer: 'http://localhost/' },
    });
    expect(saved.body.cookiesConsent).toEqual({
      performanceCookies: true,
      advertisingCookies: false,
      sourceUrl: 'http://localhost/',
    });
  });
});

describe('IDOR: no id from the URL is trusted without an owner check', () => {
  const PROFILE_ROUTES: [string, string, (id: number) => string, unknown][] = [
    ['GET', '/profiles/{id}', (id) => `/svc/accounts/profiles/${id}?mode=Full`, undefined],
    ['PATCH', '/profiles/{id}', (id) => `/svc/accounts/profiles/${id}`, { details: { fullName: 'Hijacked' } }],
    [
      'PUT',
      '/profiles/{id}/consent',
      (id) => `/svc/accounts/profiles/${id}/consent`,
      { email: 'attacker@evil.example' },
    ],
    [
      'PUT',
      '/profiles/{id}/cookiesConsent',
      (id) => `/svc/accounts/profiles/${id}/cookiesConsent`,
      { performanceCookies: true, advertisingCookies: true },
    ],
  ];

  it.each(PROFILE_ROUTES)(
    "%s %s: another user's profile answers 404, like a missing one, and is not changed",
    async (method, _name, path, body) => {
      const asBob = await server.call(method, path(annaProfile), { token: bobToken, body });
      const asGuest = await server.call(method, path(annaProfile), { token: guestToken, body });
      const missing = await server.call(method, path(999_999), { token: bobToken, body });
      for (const response of [asBob, asGuest]) {
        expect(response.status).toBe(404);
        expect(response.body).toEqual(missing.body);
      }
      const after = await server.call('GET', `/svc/accounts/profiles/${annaProfile}?mode=Full`, { token: annaToken });
      expect(after.body.details.fullName).not.toBe('Hijacked');
      expect(after.body.consent?.email).not.toBe('attacker@evil.example');
    },
  );

  it.each(PROFILE_ROUTES)(
    "%s %s: an admin of the owner's account may; an admin of another account may not",
    async (method, _name, path, body) => {
      const agentProfile = await server.fixtures.profile({ userId: agent, email: 'ada@lakehomes.example' });
      expect((await server.call(method, path(agentProfile), { token: adminToken, body })).status).toBe(200);
      expect((await server.call(method, path(annaProfile), { token: adminToken, body })).status).toBe(404);
    },
  );

  it('a guest token naming a profile in identified_user_profile_ids only does not open it', async () => {
    const sneaky = await server.tokenFor({
      state: 'UserIdentifiedByEmail',
      profileIds: [guestProfile],
      identifiedUserProfileIds: [annaProfile],
    });
    expect(
      (await server.call('GET', `/svc/accounts/profiles/${annaProfile}?mode=Full`, { token: sneaky })).status,
    ).toBe(404);
  });

  it('GET /users/{id}: a portal user is visible to themself only; agents are public without private fields', async () => {
    expect((await server.call('GET', `/svc/accounts/users/${anna}`, { token: bobToken })).status).toBe(404);
    expect((await server.call('GET', `/svc/accounts/users/${anna}`, { token: guestToken })).status).toBe(404);
    expect((await server.call('GET', `/svc/accounts/users/${anna}?mode=Full`, { token: bobToken })).status).toBe(404);
    const own = await server.call('GET', `/svc/accounts/users/${anna}`, { token: annaToken });
    expect(own.body).toMatchObject({ id: anna, email: 'anna@example.ch', loginMethods: [] });
    const agentPublic = await server.call('GET', `/svc/accounts/users/${agent}?mode=agent`, { token: guestToken });
    expect(agentPublic.status).toBe(200);
    expect(agentPublic.body.email).toBeUndefined();
    expect(agentPublic.body.regionalSettings).toBeUndefined();
    expect((await server.call('GET', `/svc/accounts/users/${agent}?mode=Full`, { token: guestToken })).status).toBe(
      404,
    );
    expect((await server.call('GET', `/svc/accounts/users/${agent}?mode=Full`, { token: adminToken })).body.email).toBe(
      'ada@lakehomes.example',
    );
  });

  it("an unknown user or slug answers 404 'No user was found' (document 001 §8)", async () => {
    for (const path of ['/svc/accounts/users/999999', '/svc/accounts/users/slug/nobody-has-this-slug']) {
      const response = await server.call('GET', path, { token: guestToken });
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'NO_USER_FOUND', message: 'No user was found' });
    }
  });

  it('GET /users/slug/{slug}: the same rules', async () => {
    expect((await server.call('GET', `/svc/accounts/users/slug/user-${anna}`, { token: bobToken })).status).toBe(404);
    expect(
      (await server.call('GET', `/svc/accounts/users/slug/user-${agent}`, { token: guestToken })).body,
    ).toMatchObject({ id: agent, fullName: 'Ada Agent' });
  });

  it('POST /users/ids: only the public view of agents, portal users left out', async () => {
    const response = await server.call('POST', '/svc/accounts/users/ids', {
      token: guestToken,
      body: { userIds: [anna, agent, bob] },
    });
    expect(response.body.users.map((u: { id: number }) => u.id)).toEqual([agent]);
    expect(response.body.users[0].email).toBeUndefined();
  });

  it('PATCH /users/{id}: only the user or an admin of their account', async () => {
    expect(
      (await server.call('PATCH', `/svc/accounts/users/${anna}`, { token: bobToken, body: { fullName: 'Hijacked' } }))
        .status,
    ).toBe(404);
    expect(
      (await server.call('PATCH', `/svc/accounts/users/${anna}`, { token: adminToken, body: { fullName: 'Hijacked' } }))
        .status,
    ).toBe(404);
    expect(
      (await server.call('PATCH', `/svc/accounts/users/${agent}`, { token: adminToken, body: { fullName: 'Ada A.' } }))
        .status,
    ).toBe(200);
    const own = await server.call('PATCH', `/svc/accounts/users/${anna}`, {
      token: annaToken,
      body: { fullName: 'Anna Meier', regionalSettings: { currencyId: 'EUR' } },
    });
    expect(own.body).toMatchObject({ fullName: 'Anna Meier', regionalSettings: { culture: 'en', currencyId: 'EUR' } });
    const identified = await server.tokenFor({
      userId: anna,
      state: 'UserIdentifiedByEmail',
      profileIds: [annaProfile],
    });
    expect(
      (await server.call('PATCH', `/svc/accounts/users/${anna}`, { token: identified, body: { fullName: 'X' } }))
        .status,
    ).toBe(404);
  });

  it('GET /users/{id}/loginMethods: only the user or an admin of their account', async () => {
    expect((await server.call('GET', `/svc/accounts/users/${anna}/loginMethods`, { token: bobToken })).status).toBe(
      404,
    );
    expect((await server.call('GET', `/svc/accounts/users/${anna}/loginMethods`, { token: guestToken })).status).toBe(
      404,
    );
    expect((await server.call('GET', `/svc/accounts/users/${anna}/loginMethods`, { token: annaToken })).body).toEqual({
      loginMethods: [],
    });
    expect((await server.call('GET', `/svc/accounts/users/${agent}/loginMethods`, { token: adminToken })).status).toBe(
      200,
    );
  });

  it('PUT /users/{id}/password: only the user themself, never an admin', async () => {
    expect(
      (
        await server.call('PUT', `/svc/accounts/users/${anna}/password`, {
          token: bobToken,
          body: { newPassword: 'a new passphrase' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await server.call('PUT', `/svc/accounts/users/${agent}/password`, {
          token: adminToken,
          body: { newPassword: 'a new passphrase' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await server.call('PUT', `/svc/accounts/users/${anna}/password`, {
          token: annaToken,
          body: { newPassword: 'short' },
        })
      ).body,
    ).toMatchObject({ message: 'Must be at least {n} characters' });
    expect(
      (
        await server.call('PUT', `/svc/accounts/users/${anna}/password`, {
          token: annaToken,
          body: { newPassword: 'a new passphrase' },
        })
      ).status,
    ).toBe(204);
    expect(
      (
        await server.call('PUT', `/svc/accounts/users/${anna}/password`, {
          token: annaToken,
          body: { newPassword: 'another passphrase', currentPassword: 'wrong one' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await server.call('GET', `/svc/accounts/users/${anna}/loginMethods`, { token: annaToken })
      ).body.loginMethods.map((m: { type: string }) => m.type),
    ).toEqual(['Password']);
  });

  it('accounts are public agency data: any caller reads them, no user data comes along', async () => {
    const one = await server.call('GET', `/svc/accounts/accounts/${agency}`, { token: guestToken });
    expect(one.body).toMatchObject({ id: agency, name: 'Lake Homes' });
    expect(one.body.email).toBeUndefined();
    expect(
      (await server.call('GET', `/svc/accounts/accounts/${agency}?mode=Full`, { token: guestToken })).body.email,
    ).toBe(`info@agency-${agency}.example`);
    expect((await server.call('GET', '/svc/accounts/accounts/abc', { token: guestToken })).status).toBe(400);
    expect((await server.call('GET', '/svc/accounts/accounts/999999', { token: guestToken })).status).toBe(404);
    const ids = await server.call('POST', '/svc/accounts/accounts/ids', {
      token: guestToken,
      body: { accounts: [branch, 999999, agency] },
    });
    expect(ids.body.accounts.map((a: { id: number }) => a.id)).toEqual([branch, agency]);
    expect(
      (await server.call('POST', '/svc/accounts/accounts/ids', { token: guestToken, body: { accounts: ['x'] } }))
        .status,
    ).toBe(400);
  });

  it('ascendants: breadcrumbs from the top down, and ids per account', async () => {
    const crumbs = await server.call('GET', `/svc/accounts/accounts/${branch}/ascendants`, { token: guestToken });
    expect(crumbs.body.items.map((a: { id: number }) => a.id)).toEqual([franchise, agency, branch]);
    const all = await server.call('GET', `/svc/accounts/accounts/${branch}/ascendants?ascendantsType=All`, {
      token: guestToken,
    });
    expect(all.body.items.map((a: { id: number }) => a.id)).toEqual([agency, franchise]);
    const many = await server.call('POST', '/svc/accounts/accounts/ascendants', {
      token: guestToken,
      body: [branch, franchise, 999999],
    });
    expect(many.body.items).toEqual([
      { accountId: branch, relatedAccountIds: [agency, franchise] },
      { accountId: franchise, relatedAccountIds: [] },
    ]);
  });
});

describe('dashboard switch code', () => {
  it('issues a code to an authenticated dashboard user for the configured client only', async () => {
    const agentToken = await server.tokenFor({
      userId: agent,
      state: 'UserAuthenticated',
      profileIds: [await server.fixtures.profile({ userId: agent })],
    });
    const ok = await server.call('GET', '/svc/accounts/api/users/clientswitchCode?targetClientId=agent-dashboard', {
      token: agentToken,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.result.code).toMatch(/^[\w-]{43}$/);
    expect(
      (await server.call('GET', '/svc/accounts/api/users/clientswitchCode?targetClientId=evil', { token: agentToken }))
        .body.message,
    ).toBe('dashboard parameters not configured');
    expect(
      (
        await server.call('GET', '/svc/accounts/api/users/clientswitchCode?targetClientId=agent-dashboard', {
          token: annaToken,
        })
      ).body.message,
    ).toBe('error while retrieving the client switch code');
    expect(
      (
        await server.call('GET', '/svc/accounts/api/users/clientswitchCode?targetClientId=agent-dashboard', {
          token: guestToken,
        })
      ).status,
    ).toBe(401);
  });
});
