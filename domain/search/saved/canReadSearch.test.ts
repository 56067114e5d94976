import { canReadSearch } from './canReadSearch';
import { searchReaderOf } from './searchReaderOf';

describe('who opens a stored search', () => {
  const owner = searchReaderOf({ profileIds: [7], identifiedUserProfileIds: [3], state: 'UserAuthenticated' });

  it('reads a session as the service does: current profile first, identified profiles owned too', () => {
    expect(owner).toEqual({ profileId: '7', ownProfileIds: ['7', '3'], authState: 'UserAuthenticated' });
    expect(searchReaderOf({ profileIds: [], identifiedUserProfileIds: [], state: 'GuestUnknown' })).toEqual({
      profileId: undefined,
      ownProfileIds: [],
      authState: 'GuestUnknown',
    });
  });

  it("an unsaved search opens for its owner or a share reference's holder; a saved one is its owner's, with saved-search access (document 001 §4)", () => {
    const saved = (createdByProfileId: string | null) => ({ saved: true, createdByProfileId });
    const unsaved = { saved: false, createdByProfileId: '9' };
    // A sequential id alone no longer opens a stranger's search.
    expect(canReadSearch(unsaved, { ownProfileIds: [] })).toBe(false);
    expect(canReadSearch(unsaved, { ownProfileIds: ['9'] })).toBe(true);
    expect(canReadSearch(unsaved, { ownProfileIds: [], holdsShareKey: true })).toBe(true);
    expect(canReadSearch(saved('9'), { ownProfileIds: [], holdsShareKey: true })).toBe(false);
    expect(canReadSearch(saved('7'), owner)).toBe(true);
    // A search saved under a guest profile the user was since identified with.
    expect(canReadSearch(saved('3'), owner)).toBe(true);
    expect(canReadSearch(saved('9'), owner)).toBe(false);
    expect(canReadSearch(saved('7'), { ownProfileIds: [] })).toBe(false);
    expect(canReadSearch(saved(null), owner)).toBe(false);
    expect(canReadSearch(saved('7'), { ...owner, authState: 'UserIdentifiedByEmail' })).toBe(false);
  });
});
