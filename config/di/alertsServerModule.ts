import { ContainerModule } from 'inversify';
import { ConfirmAlertAddressHandler } from '#application/alerts/commands/ConfirmAlertAddress';
import { RequestAlertConfirmationHandler } from '#application/alerts/commands/RequestAlertConfirmation';
import { UnsubscribeFromAlertHandler } from '#application/alerts/commands/UnsubscribeFromAlert';
import { OpenUnsubscribePageHandler } from '#application/alerts/commands/OpenUnsubscribePage';
import { OpenUnsubscribePage } from '#application/alerts/pageTokens';
import {
  AlertAddresses,
  AlertConfirmationMails,
  AlertJobs,
  AlertsClock,
  AlertSubscriptions,
  OutboundUrls,
  PushPublicKey,
  PushSubscriptions,
  PushSubscriptionStore,
  UnsubscribeLinkVerifier,
} from '#application/alerts/ports';
import { ConfirmAlertAddress, RequestAlertConfirmation, UnsubscribeFromAlert } from '#application/alerts/tokens';
import { Outbox } from '#application/identity/ports';
import { formatterCache } from '#config/alerts/formatterCache';
import { IdentityConfig } from '#config/identity/IdentityConfig';
import { portalOrigin } from '#config/portalOrigin';
import { PORTALS } from '#config/portals';
import { SqlAlertAddresses } from '#infrastructure/alerts/SqlAlertAddresses';
import { SendAlertDigestsHandler } from '#application/alerts/commands/SendAlertDigests';
import { alertDigestsOnDatabase, pushAlertsOnDatabase } from './alertDigests';
import { SqlAlertSubscriptions } from '#infrastructure/alerts/SqlAlertSubscriptions';
import { SendPushAlertsHandler } from '#application/alerts/commands/SendPushAlerts';
import { SubscribeToPushHandler } from '#application/alerts/commands/SubscribeToPush';
import { ServerPushSubscriptions } from '#application/alerts/ServerPushSubscriptions';
import { SqlPushSubscriptions } from '#infrastructure/alerts/SqlPushSubscriptions';
import { loadVapidKeys, type VapidKeys } from '#infrastructure/alerts/vapidKeys';
import { WebPushSender } from '#infrastructure/alerts/WebPushSender';
import { PublicHttpsEndpoints } from '#infrastructure/shared/net/PublicHttpsEndpoints';
import { UnsubscribeLinks } from '#infrastructure/alerts/UnsubscribeLinks';
import { Database } from '#infrastructure/db/DatabaseToken';
import { OutboxAlertConfirmationMails } from '#infrastructure/mail/OutboxAlertConfirmationMails';
import { PeriodicJob } from '#infrastructure/jobs/PeriodicJob';
import { SqlJobLeases } from '#infrastructure/jobs/SqlJobLeases';
import type { ServerModuleOptions } from './ServerModuleOptions';

/**
 * Saved-search alerts on the server: the digest job (every ALERTS_INTERVAL_S seconds, default 15
 * minutes in production and 30 s in development; 0 turns it off) and the unsubscribe links,
 * signed with identity's HMAC key under their own label; and the instant pushes (every
 * ALERTS_PUSH_INTERVAL_S seconds, default 2, so a matching listing reaches a subscribed browser
 * "in seconds, not the next digest"; 0 turns it off), signed with the VAPID keys of
 * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY or DATA_DIR/push. And the confirmation of alert addresses
 * (docs/security.md "Mail to unconfirmed addresses"), whose mail goes through identity's outbox.
 */
export function alertsServerModule(options: ServerModuleOptions): ContainerModule {
  const { settings } = options;
  const intervalS = settings.jobs.alertsIntervalS;
  const pushIntervalS = settings.jobs.alertsPushIntervalS;
  const VapidKeysToken = Symbol.for('alerts.VapidKeys');
  const originOf = (portalId: string): string => portalOrigin(settings, portalId);
  const portalOf = (portalId: string) => {
    const portal = PORTALS[portalId] ?? Object.values(PORTALS)[0];
    return {
      origin: originOf(portal.id),
      name: portal.name,
      defaultCulture: portal.defaultCulture,
      defaultCurrency: portal.defaultCurrency,
    };
  };
  return new ContainerModule(({ bind }) => {
    bind(AlertsClock).toConstantValue({ now: () => new Date() });
    bind(AlertAddresses)
      .toDynamicValue((context) => new SqlAlertAddresses(context.get(Database)))
      .inSingletonScope();
    bind(AlertConfirmationMails)
      .toDynamicValue((context) => new OutboxAlertConfirmationMails(context.get(Outbox), formatterCache(), portalOf))
      .inSingletonScope();
    bind(RequestAlertConfirmation).to(RequestAlertConfirmationHandler).inSingletonScope();
    bind(ConfirmAlertAddress).to(ConfirmAlertAddressHandler).inSingletonScope();
    bind(UnsubscribeLinks)
      .toDynamicValue((context) => new UnsubscribeLinks(`alerts:${context.get(IdentityConfig).keys.hmacKey}`))
      .inSingletonScope();
    bind(AlertSubscriptions)
      .toDynamicValue((context) => new SqlAlertSubscriptions(context.get(Database)))
      .inSingletonScope();
    bind(UnsubscribeLinkVerifier).toDynamicValue((context) => context.get(UnsubscribeLinks));
    bind(UnsubscribeFromAlert).to(UnsubscribeFromAlertHandler).inSingletonScope();
    bind(OpenUnsubscribePage).to(OpenUnsubscribePageHandler).inSingletonScope();
    bind(SendAlertDigestsHandler)
      .toDynamicValue((context) =>
        alertDigestsOnDatabase(context.get(Database), {
          clock: context.get(AlertsClock),
          portal: portalOf,
          translate: formatterCache(),
          links: context.get(UnsubscribeLinks),
          messageIdHost: new URL(originOf('international')).hostname,
          log: options.log,
        }),
      )
      .inSingletonScope();
    bind<VapidKeys>(VapidKeysToken)
      .toDynamicValue(() =>
        loadVapidKeys(settings.dataDir, {
          publicKey: settings.keys.vapidPublicKey,
          privateKey: settings.keys.vapidPrivateKey,
          subject: settings.keys.vapidSubject,
        }),
      )
      .inSingletonScope();
    bind(PublicHttpsEndpoints).toConstantValue(new PublicHttpsEndpoints());
    // The outbound-URL check is the connection rule's own (tests rebind PublicHttpsEndpoints to let
    // their local push service through), read per use so a rebinding holds.
    bind(OutboundUrls).toDynamicValue((context) => context.get(PublicHttpsEndpoints));
    bind(PushSubscriptionStore).toDynamicValue((context) => new SqlPushSubscriptions(context.get(Database)));
    bind(PushPublicKey).toDynamicValue((context) => context.get<VapidKeys>(VapidKeysToken).publicKey);
    bind(SubscribeToPushHandler).toSelf();
    bind(PushSubscriptions).to(ServerPushSubscriptions);
    bind(WebPushSender)
      .toDynamicValue(
        (context) => new WebPushSender(context.get<VapidKeys>(VapidKeysToken), context.get(PublicHttpsEndpoints)),
      )
      .inSingletonScope();
    bind(SendPushAlertsHandler)
      .toDynamicValue((context) =>
        pushAlertsOnDatabase(context.get(Database), {
          clock: context.get(AlertsClock),
          portal: portalOf,
          translate: formatterCache(),
          sender: context.get(WebPushSender),
          log: options.log,
        }),
      )
      .inSingletonScope();
    bind(AlertJobs)
      .toDynamicValue((context) => {
        const digests = context.get(SendAlertDigestsHandler);
        const pushes = context.get(SendPushAlertsHandler);
        // One node at a time runs each job; a failed run resumes its window next time.
        const jobs = [
          { job: 'alerts.digest', seconds: intervalS, run: () => digests.execute() },
          { job: 'alerts.push', seconds: pushIntervalS, run: () => pushes.execute() },
        ]
          .filter((job) => job.seconds > 0)
          .map(
            (job) =>
              new PeriodicJob(context.get(SqlJobLeases), {
                job: job.job,
                intervalMs: job.seconds * 1000,
                run: job.run,
                log: options.log,
              }),
          );
        return {
          start: () => jobs.forEach((job) => job.start()),
          stop: async () => {
            await Promise.all(jobs.map((job) => job.stop()));
          },
        };
      })
      .inSingletonScope();
  });
}
