import type { ServiceIdentifier } from 'inversify';
import type { Language, Portal } from '../../domain/portal/Portal';

/** What the edge resolved about a request; bound per request in the child container. */
export interface RequestContext {
  portal: Portal;
  culture: Language;
  currency: string;
  requestId: string;
  isCrawler: boolean;
  /** Absolute origin of this request (for canonical and hreflang links). */
  origin: string;
  /** Debug mode (DEBUG_MODE): debug panel, stack traces on the server-error page. */
  debug: boolean;
}
export const RequestContext: ServiceIdentifier<RequestContext> = Symbol.for('portal.RequestContext');
