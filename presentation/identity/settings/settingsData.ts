import type { PageContextServer } from 'vike/types';
import { identityOf } from '../identityOf';
import { GetLoginMethods, GetProfile } from '#application/identity/tokens';
import type { Caller } from '#domain/identity/AccessPolicy';
import { isFullUser } from '#domain/identity/AuthenticationRules';
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
 * The visitor's own settings, read on the server through the use cases. The caller comes from
 * the identity the server resolved from verified cookies for this request (never from the URL).
 */
export async function settingsData(
  pageContext: PageContextServer,
  options: { loginMethods: boolean },
): Promise<SettingsData> {
  const { container } = pageContext;
  const identity = await identityOf(pageContext);
  const empty: SettingsData = {
    signedIn: false,
    profileId: identity?.profileId ?? null,
    userId: null,
    details: {},
    loginMethods: [],
  };
  if (!identity?.state || identity.profileId === null || !container) return empty;
  const caller: Caller = {
    session: {
      userId: identity.userId,
      state: identity.state,
      profileIds: [identity.profileId],
      identifiedUserProfileIds: [],
    },
    roles: identity.accountsRoles,
  };
  const signedIn = isFullUser({ userId: identity.userId, state: identity.state });
  const profile = await container.get(GetProfile).execute({ caller, id: identity.profileId, mode: 'Full' });
  const methods =
    signedIn && options.loginMethods && identity.userId !== null
      ? await container.get(GetLoginMethods).execute({ caller, userId: identity.userId })
      : undefined;
  return {
    signedIn,
    profileId: identity.profileId,
    userId: identity.userId,
    details: profile.ok ? (profile.value.details ?? {}) : {},
    loginMethods: methods?.ok ? methods.value.loginMethods : [],
  };
}
