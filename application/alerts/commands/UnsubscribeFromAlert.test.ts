import type { AlertSubscriptions, UnsubscribeLinkVerifier } from '../ports';
import { UnsubscribeFromAlertHandler } from './UnsubscribeFromAlert';

const OWNER = 12;
const SEARCH = 40;
const AT = new Date('2026-11-29T08:00:00Z');

function handlerOver(owner: number | undefined) {
  const turnedOff: Array<{ searchId: number; at: Date }> = [];
  const subscriptions: AlertSubscriptions = {
    ownerOf: async (searchId) => (searchId === SEARCH ? owner : undefined),
    turnOff: async (searchId, at) => void turnedOff.push({ searchId, at }),
  };
  const links: UnsubscribeLinkVerifier = {
    verify: (searchId, profileId, signature) => signature === `sig-${searchId}-${profileId}`,
  };
  return { handler: new UnsubscribeFromAlertHandler(subscriptions, links, { now: () => AT }), turnedOff };
}

describe('UnsubscribeFromAlert (document 001 §2 /unsubscribe, §4 "Unsubscribe")', () => {
  it("turns the alert off by the digest's signed link, without a session", async () => {
    const { handler, turnedOff } = handlerOver(OWNER);
    const outcome = await handler.execute({
      searchId: SEARCH,
      link: { profileId: OWNER, signature: `sig-${SEARCH}-${OWNER}` },
      ownProfileIds: [],
      way: 'link',
    });
    expect(outcome).toBe('unsubscribed');
    expect(turnedOff).toEqual([{ searchId: SEARCH, at: AT }]);
  });

  it("changes nothing on the owner's GET without the signed link: the page asks first", async () => {
    const { handler, turnedOff } = handlerOver(OWNER);
    expect(await handler.execute({ searchId: SEARCH, ownProfileIds: [OWNER], way: 'link' })).toBe(
      'confirmationRequired',
    );
    expect(turnedOff).toEqual([]);
  });

  it("turns it off when the owner's session posts the confirmation", async () => {
    const { handler, turnedOff } = handlerOver(OWNER);
    expect(await handler.execute({ searchId: SEARCH, ownProfileIds: [OWNER], way: 'confirmation' })).toBe(
      'unsubscribed',
    );
    expect(turnedOff).toHaveLength(1);
  });

  it('refuses a forged signature, or a link signed for another profile, and stores nothing', async () => {
    const { handler, turnedOff } = handlerOver(OWNER);
    const forged = { profileId: OWNER, signature: 'forged' };
    const otherProfile = { profileId: OWNER + 1, signature: `sig-${SEARCH}-${OWNER + 1}` };
    expect(await handler.execute({ searchId: SEARCH, link: forged, ownProfileIds: [], way: 'link' })).toBe(
      'loginRequired',
    );
    expect(await handler.execute({ searchId: SEARCH, link: otherProfile, ownProfileIds: [], way: 'link' })).toBe(
      'loginRequired',
    );
    expect(turnedOff).toEqual([]);
  });

  it("answers 'Can't unsubscribe' for a search that is gone", async () => {
    const { handler, turnedOff } = handlerOver(undefined);
    expect(await handler.execute({ searchId: SEARCH, ownProfileIds: [OWNER], way: 'confirmation' })).toBe(
      'cannotUnsubscribe',
    );
    expect(turnedOff).toEqual([]);
  });
});
