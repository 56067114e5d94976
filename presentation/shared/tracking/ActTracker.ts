import type { ServiceIdentifier } from 'inversify';
import type { TrackedAct } from '#domain/tracking/TrackedActs';

/**
 * Where a view-model posts what the visitor did (document 002 "Tracking events"): the page's one
 * tracker in the browser (config/di/trackingModule), which keeps the consent and crawler rules; the
 * server binds none (a server render does nothing a visitor does).
 */
export interface ActTracker {
  track(act: TrackedAct): void;
}
export const ActTracker: ServiceIdentifier<ActTracker> = Symbol.for('tracking.ActTracker');
