import type { Portal } from '#domain/portal/Portal';
import {
  effectiveFeatureFlags,
  FLAG_OVERRIDES_COOKIE,
  parseFlagOverrides,
  type FeatureFlagOverrides,
} from '#domain/portal/FeatureFlagOverrides';
import {
  dismissesPortalSuggestion,
  PORTAL_SUGGESTION_COOKIE,
  PORTAL_SUGGESTION_DISMISSED,
} from '#domain/portal/PortalSuggestion';
import { detectVisitorCountry, type VisitorRegion } from '#domain/portal/VisitorCountry';

export interface RegionalRequest {
  header(name: string): string;
  cookie(name: string): string | undefined;
  search: string;
}

export interface RegionalExtras {
  portal: Portal;
  visitor: VisitorRegion;
  /** Present in debug mode only: what the debug panel edits. */
  featureFlagOverrides?: FeatureFlagOverrides;
}

/**
 * The visitor's country and portal-suggestion state, and in debug mode the portal with the
 * debug panel's flag overrides laid over it (document 000 §2). Outside debug mode the override
 * cookie is never read: the portal object comes back as configured.
 */
export function regionalExtras(
  request: RegionalRequest,
  portal: Portal,
  options: { debug: boolean; countryHeader: string | null },
): RegionalExtras {
  const visitor: VisitorRegion = {
    ...detectVisitorCountry({
      headerValue: options.countryHeader ? request.header(options.countryHeader) : null,
      acceptLanguage: request.header('accept-language'),
    }),
    portalSuggestionDismissed:
      request.cookie(PORTAL_SUGGESTION_COOKIE) === PORTAL_SUGGESTION_DISMISSED ||
      dismissesPortalSuggestion(request.search),
  };
  if (!options.debug) return { portal, visitor };
  const featureFlagOverrides = parseFlagOverrides(request.cookie(FLAG_OVERRIDES_COOKIE));
  return {
    portal: { ...portal, featureFlags: effectiveFeatureFlags(portal.featureFlags, featureFlagOverrides, true) },
    visitor,
    featureFlagOverrides,
  };
}
