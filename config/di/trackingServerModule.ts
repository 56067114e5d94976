import { ContainerModule } from 'inversify';
import { TrackingService } from '#application/tracking/ports';
import { SqlTrackingService } from '#infrastructure/tracking/sql/SqlTrackingService';
import type { ServerModuleOptions } from './ServerModuleOptions';
import { bindTrackingUseCases } from './trackingModule';

/**
 * Tracking on the server: events in the month-partitioned tracking_events table, kept
 * TRACKING_RETENTION_MONTHS calendar months (older month partitions dropped once a day, on use).
 */
export function trackingServerModule({ db, settings, log }: ServerModuleOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bindTrackingUseCases(bind);
    bind(TrackingService)
      .toDynamicValue(() => new SqlTrackingService(db, settings.trackingRetentionMonths, log))
      .inSingletonScope();
  });
}
