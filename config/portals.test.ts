import { DEFAULT_PORTAL, PORTALS } from './portals';

describe('the portals’ feature flags', () => {
  it('count unread messages wherever chat shows (document 000 §6: "PS_FLAG_CHAT (default on), PS_FLAG_MSG_COUNTER")', () => {
    for (const portal of Object.values(PORTALS)) {
      const chatShown = !!portal.chat && portal.featureFlags.PS_FLAG_CHAT;
      expect({ portal: portal.id, counter: portal.featureFlags.PS_FLAG_MSG_COUNTER }).toEqual({
        portal: portal.id,
        counter: chatShown,
      });
    }
  });

  it('shows chat and its counter on the default portal', () => {
    const { featureFlags, chat } = PORTALS[DEFAULT_PORTAL]!;
    expect({ chat, ...featureFlags }).toMatchObject({ chat: true, PS_FLAG_CHAT: true, PS_FLAG_MSG_COUNTER: true });
  });
});
