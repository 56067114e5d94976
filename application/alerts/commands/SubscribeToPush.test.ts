import type { BrowserPushSubscription, OutboundUrls, PushSubscriptionStore } from '../ports';
import { SubscribeToPushHandler } from './SubscribeToPush';

const keys = { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA', auth: 'auth-secret' };

function handlerWith(publicUrls: string[]) {
  const saved: { profileId: number; endpoint: string }[] = [];
  const store: PushSubscriptionStore = {
    save: async (profileId: number, subscription: BrowserPushSubscription) => {
      saved.push({ profileId, endpoint: subscription.endpoint });
    },
    drop: async () => undefined,
  };
  const urls: OutboundUrls = { accepts: async (url) => publicUrls.includes(url) };
  return { handler: new SubscribeToPushHandler(store, urls), saved };
}

describe('SubscribeToPush', () => {
  it('keeps a browser whose endpoint passes the outbound-URL rule', async () => {
    const { handler, saved } = handlerWith(['https://push.example.com/send/1']);
    const result = await handler.execute({
      profileId: 7,
      subscription: { endpoint: 'https://push.example.com/send/1', keys },
    });
    expect(result).toEqual({ ok: true, value: undefined });
    expect(saved).toEqual([{ profileId: 7, endpoint: 'https://push.example.com/send/1' }]);
  });

  it('refuses an endpoint the rule refuses as INVALID on the field endpoint, and keeps nothing (docs/security.md "Outbound URLs")', async () => {
    const { handler, saved } = handlerWith([]);
    const result = await handler.execute({ profileId: 7, subscription: { endpoint: 'https://10.1.2.3/push', keys } });
    expect(result).toMatchObject({ ok: false, error: { kind: 'INVALID', field: 'endpoint' } });
    expect(saved).toEqual([]);
  });
});
