import { ContainerModule } from 'inversify';
import { PushSubscriptions } from '#application/alerts/ports';
import { HttpPushSubscriptions } from '#infrastructure/alerts/http/HttpPushSubscriptions';

/** Alerts in the browser: the push subscriptions over /svc/alerts/push (needs ServiceClientToken bound). */
export const alertsModule = new ContainerModule(({ bind }) => {
  bind(PushSubscriptions).to(HttpPushSubscriptions).inSingletonScope();
});
