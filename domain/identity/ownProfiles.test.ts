import { currentProfileIdOf, ownProfileIdsOf } from './ownProfiles';

describe('own profiles (document 001 §4 "ownership by the current or an identified profile")', () => {
  it('are the current profiles and the identified ones, each once', () => {
    expect(ownProfileIdsOf({ profileIds: [4, 9], identifiedUserProfileIds: [9, 2] })).toEqual([4, 9, 2]);
  });

  it('are none without a session', () => {
    expect(ownProfileIdsOf(undefined)).toEqual([]);
  });

  it('create with the current profile, the first of the token', () => {
    expect(currentProfileIdOf({ profileIds: [4, 9] })).toBe(4);
    expect(currentProfileIdOf(undefined)).toBeUndefined();
  });
});
