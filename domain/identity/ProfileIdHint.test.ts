import { decideProfileHint, type ProfileHintInput } from './ProfileIdHint';
import { readStartupQuery } from './StartupQuery';

const guest: ProfileHintInput = { ownProfileId: 7, state: 'GuestUnknown', isCrawler: false };

describe('the profileId start-up parameter is a hint, never a credential', () => {
  it("ignores another visitor's profile id that comes without a signed token", () => {
    expect(decideProfileHint({ ...guest, hintedProfileId: 12 })).toEqual({ kind: 'ignored', reason: 'unproven' });
    expect(decideProfileHint({ ...guest, state: 'GuestIdentified', hintedProfileId: 12 })).toEqual({
      kind: 'ignored',
      reason: 'unproven',
    });
  });

  it("has nothing to do when the link names the browser's own profile", () => {
    expect(decideProfileHint({ ...guest, hintedProfileId: 7 })).toEqual({ kind: 'sameProfile' });
  });

  it("asks the server to verify the link's signed token, whatever profile id comes with it", () => {
    expect(decideProfileHint({ ...guest, hintedProfileId: 12, urlToken: 'p.mac' })).toEqual({
      kind: 'verifyUrlToken',
      urlToken: 'p.mac',
    });
    expect(decideProfileHint({ ...guest, state: 'UserIdentifiedByEmail', urlToken: 'p.mac' })).toEqual({
      kind: 'verifyUrlToken',
      urlToken: 'p.mac',
    });
  });

  it('leaves authenticated users and crawlers alone', () => {
    expect(decideProfileHint({ ...guest, state: 'UserAuthenticated', hintedProfileId: 12, urlToken: 'p.mac' })).toEqual(
      { kind: 'ignored', reason: 'authenticated' },
    );
    expect(decideProfileHint({ ...guest, isCrawler: true, hintedProfileId: 12, urlToken: 'p.mac' })).toEqual({
      kind: 'ignored',
      reason: 'crawler',
    });
    expect(decideProfileHint({ ownProfileId: null, state: null, isCrawler: false, hintedProfileId: 12 })).toEqual({
      kind: 'ignored',
      reason: 'crawler',
    });
  });

  it('does nothing without a hint', () => {
    expect(decideProfileHint(guest)).toEqual({ kind: 'none' });
  });

  it('reads the token beside profileId at start-up and cleans both from the address bar', () => {
    const query = readStartupQuery('?profileId=12&hash=abc.def&page=2');
    expect(query).toMatchObject({ profileId: 12, urlToken: 'abc.def', cleanedSearch: '?page=2' });
    expect(readStartupQuery(`?hash=${'a'.repeat(1001)}`).urlToken).toBeUndefined();
    expect(readStartupQuery('?profileId=-3').profileId).toBeUndefined();
  });
});
