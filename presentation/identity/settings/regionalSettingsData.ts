import type { PageContextServer } from 'vike/types';
import { identityOf } from '../identityOf';
import { GetProfile } from '#application/identity/tokens';
import { ownProfileCaller } from '#domain/identity/ownProfileCaller';
import { isFullUser } from '#domain/identity/AuthenticationRules';
import type { RegionalSettings } from '#domain/identity/Profile';

export interface RegionalSettingsData {
  signedIn: boolean;
  /** The visitor's own profile; null for crawlers, who have none, and for a browser that has none yet. */
  profileId: number | null;
  regionalSettings: RegionalSettings;
}

/**
 * The visitor's own regional settings, read on the server through GetProfile (mode
 * RegionalSettings, document 000 §7). The caller is the identity the server resolved from
 * verified cookies for this request, never anything in the URL. Guests have a profile too:
 * "Anonymous visitor: … pick region and currency" (document 000 §6).
 */
export async function regionalSettingsData(pageContext: PageContextServer): Promise<RegionalSettingsData> {
  const { container } = pageContext;
  const identity = await identityOf(pageContext);
  const empty: RegionalSettingsData = { signedIn: false, profileId: null, regionalSettings: {} };
  if (!identity?.state || identity.profileId === null || !container) return empty;
  const caller = ownProfileCaller({ ...identity, state: identity.state, profileId: identity.profileId });
  const profile = await container.get(GetProfile).execute({ caller, id: identity.profileId, mode: 'RegionalSettings' });
  return {
    signedIn: isFullUser({ userId: identity.userId, state: identity.state }),
    profileId: identity.profileId,
    regionalSettings: profile.ok ? (profile.value.regionalSettings ?? {}) : {},
  };
}
