import type { PageContextServer } from 'vike/types';
import { identityOf } from '#presentation/identity';
import { render } from 'vike/abort';
import { GetProfile } from '#application/identity/tokens';
import { ownProfileCaller } from '#domain/identity/ownProfileCaller';
import type { WizardUser } from '#domain/valuation/wizardSteps';

/** What every /my-properties page needs from the server: the map tiles, and the visitor's own details for the user steps. */
export interface ValuationPageData {
  mapTileUrl?: string;
  profileId: number | null;
  user: WizardUser;
  /** Document 000 §2: the valuation area exists only where the portal enables valuation. */
  enabled: boolean;
}

/**
 * The valuation area's data: personal (the visitor's details), so these pages are rendered per
 * request and never shared (no `cache` hint). The properties themselves are loaded after
 * hydration through the properties service, owner-only.
 */
export async function loadValuationPageData(pageContext: PageContextServer): Promise<ValuationPageData> {
  const { container, requestContext } = pageContext;
  const identity = await identityOf(pageContext);
  if (!requestContext.portal.valuation) throw render(404);
  const base: ValuationPageData = {
    ...(pageContext.mapTileUrl && { mapTileUrl: pageContext.mapTileUrl }),
    profileId: identity?.profileId ?? null,
    user: {},
    enabled: true,
  };
  if (!identity?.state || identity.profileId === null || !container) return base;
  const caller = ownProfileCaller({ ...identity, state: identity.state, profileId: identity.profileId });
  const profile = await container.get(GetProfile).execute({ caller, id: identity.profileId, mode: 'Full' });
  const details = profile.ok ? (profile.value.details ?? {}) : {};
  return {
    ...base,
    user: {
      ...(details.email && { email: details.email }),
      ...(details.fullName && { fullName: details.fullName }),
      ...(details.phone && { phone: details.phone }),
    },
  };
}

/** A numeric path parameter (document 000 §2: "{propertyId numeric}", "{step numeric}"). */
export const numericParam = (value: string | undefined): number | undefined =>
  value !== undefined && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;
