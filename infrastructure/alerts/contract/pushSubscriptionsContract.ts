import type { PushSubscriptions } from '#application/alerts/ports';

/** Who subscribes in the contract: the owner of the browser, and another profile. */
export type PushCaller = 'owner' | 'other';

export interface PushSubscriptionsContractFixture {
  /** The adapter as that caller reaches it, and the profiles the caller acts for. */
  as(who: PushCaller): { subscriptions: PushSubscriptions; profileId: number; ownProfileIds: number[] };
  /** The public key the portal signs its pushes with. */
  publicKey: string;
  /** The endpoints kept for a profile (read from the store's rows). */
  endpointsOf(profileId: number): Promise<{ endpoint: string; auth: string }[]>;
  /** An https endpoint on a public push service, unique per call (the fixture's resolver says so). */
  publicEndpoint(): string;
  /** An https endpoint whose name resolves to a private address. */
  privateEndpoint: string;
}

const keys = (auth: string) => ({
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth,
});

/**
 * THE contract of PushSubscriptions (document 001 §3 "Notification channels: Email and
 * PushNotification"; the PushNotification channel's browsers): the embedded store and
 * the browser's http adapter of /svc/alerts/push.
 */
export function describePushSubscriptionsContract(
  adapter: string,
  fixture: () => PushSubscriptionsContractFixture,
): void {
  describe(`PushSubscriptions contract: ${adapter}`, () => {
    it('gives the key a browser subscribes to the PushNotification channel with (document 001 §3)', async () => {
      const { subscriptions } = fixture().as('owner');
      expect(await subscriptions.publicKey()).toEqual({ ok: true, value: { publicKey: fixture().publicKey } });
    });

    it("keeps a browser for the caller's profile; the same browser subscribing again replaces its keys", async () => {
      const { subscriptions, profileId } = fixture().as('owner');
      const endpoint = fixture().publicEndpoint();
      expect(await subscriptions.subscribe(profileId, { endpoint, keys: keys('first-auth-secret-1') })).toEqual({
        ok: true,
        value: undefined,
      });
      expect(await subscriptions.subscribe(profileId, { endpoint, keys: keys('second-auth-secret') })).toMatchObject({
        ok: true,
      });
      const kept = (await fixture().endpointsOf(profileId)).filter((row) => row.endpoint === endpoint);
      expect(kept).toEqual([{ endpoint, auth: 'second-auth-secret' }]);
    });

    it('lets only the profiles the caller acts for drop a browser; an endpoint already gone is no error', async () => {
      const owner = fixture().as('owner');
      const other = fixture().as('other');
      const endpoint = fixture().publicEndpoint();
      await owner.subscriptions.subscribe(owner.profileId, { endpoint, keys: keys('owner-auth-secret-1') });
      expect(await other.subscriptions.unsubscribe(other.ownProfileIds, endpoint)).toMatchObject({ ok: true });
      expect((await fixture().endpointsOf(owner.profileId)).map((row) => row.endpoint)).toContain(endpoint);
      expect(await owner.subscriptions.unsubscribe(owner.ownProfileIds, endpoint)).toMatchObject({ ok: true });
      expect((await fixture().endpointsOf(owner.profileId)).map((row) => row.endpoint)).not.toContain(endpoint);
      expect(await owner.subscriptions.unsubscribe(owner.ownProfileIds, endpoint)).toMatchObject({ ok: true });
    });

    it('refuses an endpoint off the public internet or not https (docs/security.md "Outbound URLs"), naming the field', async () => {
      const { subscriptions, profileId } = fixture().as('owner');
      for (const endpoint of [fixture().privateEndpoint, 'http://push.example.com/send/1', 'https://10.1.2.3/push']) {
        expect(await subscriptions.subscribe(profileId, { endpoint, keys: keys('refused-auth-secret') })).toMatchObject(
          { ok: false, error: { kind: 'INVALID', field: 'endpoint' } },
        );
        expect((await fixture().endpointsOf(profileId)).map((row) => row.endpoint)).not.toContain(endpoint);
      }
    });
  });
}
