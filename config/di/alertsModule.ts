import { ContainerModule } from 'inversify';
import { PushSubscriptions } from '#application/alerts/ports';
import { ConfirmAlertAddress, ConfirmUnsubscribe } from '#application/alerts/tokens';
import { HttpConfirmAlertAddress } from '#infrastructure/alerts/http/HttpConfirmAlertAddress';
import { HttpConfirmUnsubscribe } from '#infrastructure/alerts/http/HttpConfirmUnsubscribe';
import { HttpPushSubscriptions } from '#infrastructure/alerts/http/HttpPushSubscriptions';

/**
 * Alerts in the browser: the push subscriptions over /svc/alerts/push and the confirmation of an
 * alert address over /svc/alerts/confirmations and the /unsubscribe page's button over
 * /svc/alerts/unsubscriptions (needs ServiceClientToken bound).
 */
export const alertsModule = new ContainerModule(({ bind }) => {
  bind(PushSubscriptions).to(HttpPushSubscriptions).inSingletonScope();
  bind(ConfirmAlertAddress).to(HttpConfirmAlertAddress).inSingletonScope();
  bind(ConfirmUnsubscribe).to(HttpConfirmUnsubscribe).inSingletonScope();
});
