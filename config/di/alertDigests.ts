import type { AlertDigestSettings } from '#application/alerts/jobPorts';
import { SendAlertDigestsHandler } from '#application/alerts/commands/SendAlertDigests';
import { SendPushAlertsHandler } from '#application/alerts/commands/SendPushAlerts';
import { CataloguePushTemplates } from '#infrastructure/alerts/CataloguePushTemplates';
import { type PushSender, SqlPushAlerts } from '#infrastructure/alerts/SqlPushAlerts';
import type { Clock } from '#domain/shared/Clock';
import { CatalogueDigestTemplates } from '#infrastructure/alerts/CatalogueDigestTemplates';
import { SqlAlertChangeLog } from '#infrastructure/alerts/SqlAlertChangeLog';
import { SqlDigestOutbox } from '#infrastructure/alerts/SqlDigestOutbox';
import { SqlDigestSearches } from '#infrastructure/alerts/SqlDigestSearches';
import type { UnsubscribeLinks } from '#infrastructure/alerts/UnsubscribeLinks';
import type { Database } from '#infrastructure/db/DatabaseToken';
import { loadExchangeRates } from '#infrastructure/db/exchangeRates/loadExchangeRates';

export interface AlertDigestsOptions extends Omit<AlertDigestSettings, 'unsubscribePath'> {
  /** Catalogue text in a culture (config/i18n/alerts), ICU-formatted. */
  translate: (culture: string, key: string, values?: Record<string, string | number>) => string;
  links: Pick<UnsubscribeLinks, 'unsubscribePath'>;
  clock?: Clock;
}

/**
 * The alert digests' use case over the database's stores: as the server runs it (alertsServerModule),
 * and as the tests, the bench and the fault script build it.
 */
export function alertDigestsOnDatabase(db: Database, options: AlertDigestsOptions): SendAlertDigestsHandler {
  const { translate, links, clock, ...settings } = options;
  return new SendAlertDigestsHandler(
    new SqlAlertChangeLog(db),
    new SqlDigestSearches(db),
    new SqlDigestOutbox(db),
    new CatalogueDigestTemplates(translate),
    { current: () => loadExchangeRates(db) },
    clock ?? { now: () => new Date() },
    { ...settings, unsubscribePath: (searchId, profileId) => links.unsubscribePath(searchId, profileId) },
  );
}

export interface PushAlertsOptions extends Pick<AlertDigestSettings, 'portal' | 'searchPage' | 'log'> {
  translate: (culture: string, key: string, values?: Record<string, string | number>) => string;
  sender: PushSender;
  /** Pushes sent at once. */
  concurrency?: number;
  clock?: Clock;
}

/** The instant pushes' use case over the database's stores, as the server runs it and the tests build it. */
export function pushAlertsOnDatabase(db: Database, options: PushAlertsOptions): SendPushAlertsHandler {
  const { translate, sender, concurrency, clock, ...settings } = options;
  return new SendPushAlertsHandler(
    new SqlAlertChangeLog(db),
    new SqlPushAlerts(db, { sender, concurrency }),
    new CataloguePushTemplates(translate),
    { current: () => loadExchangeRates(db) },
    clock ?? { now: () => new Date() },
    settings,
  );
}
