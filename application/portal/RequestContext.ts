import type { ServiceIdentifier } from 'inversify';
import type { FeatureFlagOverrides } from '#domain/portal/FeatureFlagOverrides';
import type { Language, Portal } from '#domain/portal/Portal';
import type { VisitorRegion } from '#domain/portal/VisitorCountry';

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
  /** The visitor's country and whether the portal suggestion was dismissed (absent where nothing detected it: tests, other servers). */
  visitor?: VisitorRegion;
  /** Debug mode only: the feature flags this browser overrides (already applied to portal.featureFlags). */
  featureFlagOverrides?: FeatureFlagOverrides;
}
export const RequestContext: ServiceIdentifier<RequestContext> = Symbol.for('portal.RequestContext');
