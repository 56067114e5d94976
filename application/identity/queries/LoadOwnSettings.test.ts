import type { LoginMethodsRepository, ProfilesRepository, StoredProfile, UsersRepository } from '../ports';
import { LoadOwnSettingsHandler } from './LoadOwnSettings';

const methods = [{ type: 'Password' }];

function settings() {
  const asked: string[] = [];
  const profiles = {
    findById: async (id: number) => {
      asked.push(`profile ${id}`);
      return { id, userId: id === 3 ? 7 : 8, details: { fullName: 'Ada' } } as unknown as StoredProfile;
    },
  } as unknown as ProfilesRepository;
  const users = {
    findById: async (id: number) => ({ id, accountsRoles: [] }),
    rolesOf: async () => [],
  } as unknown as UsersRepository;
  const loginMethods = {
    list: async (userId: number) => {
      asked.push(`methods ${userId}`);
      return methods;
    },
  } as unknown as LoginMethodsRepository;
  return { handler: new LoadOwnSettingsHandler(profiles, users, loginMethods), asked };
}

describe("LoadOwnSettings: the settings pages read the visitor's own profile, and a user their login methods", () => {
  it('gives a full user their details and login methods', async () => {
    const { handler, asked } = settings();
    const own = await handler.execute({
      identity: { userId: 7, state: 'UserAuthenticated', profileId: 3, accountsRoles: [] },
      withLoginMethods: true,
    });
    expect(own).toEqual({ signedIn: true, details: { fullName: 'Ada' }, loginMethods: methods });
    expect(asked.sort()).toEqual(['methods 7', 'profile 3']);
  });

  it('gives a guest their profile details (a guest has a profile too) and no login methods', async () => {
    const { handler, asked } = settings();
    const own = await handler.execute({
      identity: { userId: null, state: 'GuestUnknown', profileId: 3, accountsRoles: [] },
      withLoginMethods: true,
    });
    expect(own).toEqual({ signedIn: false, details: { fullName: 'Ada' }, loginMethods: [] });
    expect(asked).toEqual(['profile 3']);
  });

  it('does not read the login methods for a page without them', async () => {
    const { handler, asked } = settings();
    await handler.execute({
      identity: { userId: 7, state: 'UserAuthenticated', profileId: 3, accountsRoles: [] },
      withLoginMethods: false,
    });
    expect(asked).toEqual(['profile 3']);
  });
});
