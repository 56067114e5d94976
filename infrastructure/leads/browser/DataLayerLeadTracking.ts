import type { LeadErrorReporter, LeadTracking } from '#application/leads/ports';
import type { DomainError } from '#domain/shared/DomainError';

type DataLayerWindow = { dataLayer?: Record<string, unknown>[] };

/** Lead events onto the page's dataLayer (the tag manager's queue; created when absent). */
export class DataLayerLeadTracking implements LeadTracking {
  track(event: 'LeadSubmit' | 'LeadSuccess', data: Readonly<Record<string, string | number | boolean>>): void {
    if (typeof window === 'undefined') return;
    const target = window as unknown as DataLayerWindow;
    (target.dataLayer ??= []).push({ event, ...data });
  }
}

/** A failed lead in the browser's error log, with what it was about (document 001 §8). */
export class ConsoleLeadErrorReporter implements LeadErrorReporter {
  report(error: DomainError | Error, context: Readonly<Record<string, string | number>>): void {
    console.error('lead failed', error instanceof Error ? error.message : `${error.code}: ${error.message}`, context);
  }
}
