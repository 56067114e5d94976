import type https from 'node:https';
import webpush from 'web-push';
import { PublicHttpsEndpoints } from '#infrastructure/shared/net/PublicHttpsEndpoints';
import type { VapidKeys } from './vapidKeys';

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** What became of one push: delivered to the push service, gone (unsubscribed browser), or failed. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/**
 * Sends one encrypted push (RFC 8291 aes128gcm, VAPID-signed) with the `web-push` package. The
 * Topic lets the push service replace an undelivered copy of the same push (a resend after a
 * crash), and the TTL of a day keeps a push for a browser that is offline for a while.
 */
export class WebPushSender {
  private readonly agent: https.Agent;

  constructor(
    private readonly vapid: VapidKeys,
    /** The outbound-URL rule (docs/security.md): only public https push services are called. */
    private readonly endpoints: PublicHttpsEndpoints = new PublicHttpsEndpoints(),
    /** TLS options to reach push services with (a private CA in tests). */
    tls: https.AgentOptions = {},
  ) {
    this.agent = endpoints.agent(tls);
  }

  async send(target: PushTarget, payload: string, topic: string): Promise<PushOutcome> {
    // Checked again at send time: a stored endpoint whose name now leads to a private address is
    // dropped as gone (an address literal never reaches the agent's lookup, so it is checked here).
    if (!(await this.endpoints.accepts(target.endpoint))) return 'gone';
    try {
      await webpush.sendNotification(target, payload, {
        vapidDetails: this.vapid,
        TTL: 24 * 3600,
        topic,
        urgency: 'normal',
        timeout: 10_000,
        agent: this.agent,
      });
      return 'sent';
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      // RFC 8030 §7.3: 404 and 410 say the subscription has expired or was withdrawn.
      return status === 404 || status === 410 ? 'gone' : 'failed';
    }
  }
}
