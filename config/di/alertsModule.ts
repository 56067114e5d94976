import { ContainerModule } from 'inversify';
import { PushSubscriptions } from '#application/alerts/ports';
import { ConfirmAlertAddress } from '#application/alerts/tokens';
import { HttpConfirmAlertAddress } from '#infrastructure/alerts/http/HttpConfirmAlertAddress';
import { HttpPushSubscriptions } from '#infrastructure/alerts/http/HttpPushSubscriptions';

/**
 * Alerts in the browser: the push subscriptions over /svc/alerts/push and the confirmation of an
 * alert address over /svc/alerts/confirmations (needs ServiceClientToken bound).
 */
export const alertsModule = new ContainerModule(({ bind }) => {
  bind(PushSubscriptions).to(HttpPushSubscriptions).inSingletonScope();
  bind(ConfirmAlertAddress).to(HttpConfirmAlertAddress).inSingletonScope();
});
