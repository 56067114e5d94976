import { canAccessProfile } from './AccessPolicy';
import { ownProfileCaller } from './ownProfileCaller';

describe('ownProfileCaller: a page acts for the visitor on their own current profile only', () => {
  const caller = ownProfileCaller({ userId: 7, state: 'UserAuthenticated', profileId: 3, accountsRoles: [] });

  it('reaches the visitor current profile', () => {
    expect(canAccessProfile(caller, { id: 3, userId: 7 })).toBe(true);
  });

  it('claims no other profile, identified or not', () => {
    expect(caller.session.profileIds).toEqual([3]);
    expect(caller.session.identifiedUserProfileIds).toEqual([]);
  });
});
