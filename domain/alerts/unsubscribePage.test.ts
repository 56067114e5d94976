import { unsubscribeAttemptOf, unsubscribePageOf } from './unsubscribePage';

describe('the unsubscribe page (document 001 §2 /unsubscribe, §4 "Unsubscribe", §5)', () => {
  it("sends a crawler or a bad id to '/'", () => {
    const home = { kind: 'redirect', to: '/', status: 302 };
    expect(unsubscribeAttemptOf({ unsublink: '40' }, true)).toEqual(home);
    for (const unsublink of [undefined, '0', 'x', '2147483648'])
      expect(unsubscribeAttemptOf({ ...(unsublink !== undefined && { unsublink }) }, false)).toEqual(home);
  });

  it("takes the digest's signature only when whole", () => {
    expect(unsubscribeAttemptOf({ unsublink: '40', profileId: '12', sig: 's' }, false)).toEqual({
      searchId: 40,
      link: { profileId: 12, signature: 's' },
    });
    expect(unsubscribeAttemptOf({ unsublink: '40', profileId: '12' }, false)).toEqual({ searchId: 40 });
    expect(unsubscribeAttemptOf({ unsublink: '40', profileId: 'x', sig: 's' }, false)).toEqual({ searchId: 40 });
  });

  it('shows the page when the alert was turned off or the owner is asked', () => {
    expect(unsubscribePageOf(40, 'unsubscribed')).toEqual({ kind: 'page', searchId: 40, unsubscribed: true });
    expect(unsubscribePageOf(40, 'confirmationRequired')).toEqual({ kind: 'page', searchId: 40, unsubscribed: false });
  });

  it("sends a visitor who must log in to the login, back to this page after, and 'Can't unsubscribe' home", () => {
    const login = unsubscribePageOf(40, 'loginRequired');
    expect(login).toMatchObject({ kind: 'redirect', status: 302 });
    const to = new URL(login.kind === 'redirect' ? login.to : '', 'http://x');
    expect(to.searchParams.get('callbackUrl')).toBe('/unsubscribe?unsublink=40');
    expect(unsubscribePageOf(40, 'cannotUnsubscribe')).toEqual({ kind: 'redirect', to: '/', status: 302 });
  });
});
