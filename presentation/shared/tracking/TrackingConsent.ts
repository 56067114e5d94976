import type { ServiceIdentifier } from 'inversify';

/**
 * The visitor's performance-cookies choice taking effect in this page (document 000 §4: a visitor
 * who declined them is not tracked): the browser binds the page's beacon tracker's
 * (config/di/trackingModule); the server binds none (a choice is saved in the browser only).
 */
export interface TrackingConsent {
  apply(performanceCookies: boolean | null | undefined): void;
}
export const TrackingConsent: ServiceIdentifier<TrackingConsent> = Symbol.for('tracking.TrackingConsent');
