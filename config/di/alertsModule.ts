import { ContainerModule } from 'inversify';
import { PushSubscriptions } from '#application/alerts/ports';
import { SubscribeThisBrowserHandler } from '#application/alerts/commands/SubscribeThisBrowser';
import { GetPushPublicKeyHandler } from '#application/alerts/queries/GetPushPublicKey';
import {
  ConfirmAlertAddress,
  ConfirmUnsubscribe,
  GetPushPublicKey,
  SubscribeThisBrowser,
} from '#application/alerts/tokens';
import { HttpConfirmAlertAddress } from '#infrastructure/alerts/http/HttpConfirmAlertAddress';
import { HttpConfirmUnsubscribe } from '#infrastructure/alerts/http/HttpConfirmUnsubscribe';
import { HttpPushSubscriptions } from '#infrastructure/alerts/http/HttpPushSubscriptions';

/**
 * Alerts in the browser: the push subscriptions over /svc/alerts/push (this browser's key and
 * subscription through their use cases) and the confirmation of an
 * alert address over /svc/alerts/confirmations and the /unsubscribe page's button over
 * /svc/alerts/unsubscriptions (needs ServiceClientToken bound).
 */
export const alertsModule = new ContainerModule(({ bind }) => {
  bind(PushSubscriptions).to(HttpPushSubscriptions).inSingletonScope();
  bind(GetPushPublicKey).to(GetPushPublicKeyHandler).inSingletonScope();
  bind(SubscribeThisBrowser).to(SubscribeThisBrowserHandler).inSingletonScope();
  bind(ConfirmAlertAddress).to(HttpConfirmAlertAddress).inSingletonScope();
  bind(ConfirmUnsubscribe).to(HttpConfirmUnsubscribe).inSingletonScope();
});
