import type { PageContextServer } from 'vike/types';
import { identityOf } from '../identityOf';
import { LoadOwnSettings } from '#application/identity/tokens';
import type { LoginMethod } from '#domain/identity/LoginMethod';
import type { ProfileDetails } from '#domain/identity/Profile';

export interface SettingsData {
  signedIn: boolean;
  profileId: number | null;
  userId: number | null;
  details: ProfileDetails;
  loginMethods: LoginMethod[];
}

/**
 * The visitor's own settings: one query (LoadOwnSettings) for the identity the server resolved
 * from verified cookies for this request (never from the URL); the loader maps its answer.
 */
export async function settingsData(
  pageContext: PageContextServer,
  options: { loginMethods: boolean },
): Promise<SettingsData> {
  const { container } = pageContext;
  const identity = await identityOf(pageContext);
  if (!identity?.state || identity.profileId === null || !container)
    return { signedIn: false, profileId: identity?.profileId ?? null, userId: null, details: {}, loginMethods: [] };
  const settings = await container.get(LoadOwnSettings).execute({
    identity: { ...identity, state: identity.state, profileId: identity.profileId },
    withLoginMethods: options.loginMethods,
  });
  return { ...settings, profileId: identity.profileId, userId: identity.userId };
}
