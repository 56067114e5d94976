import type { AccountRoleGrant } from '#domain/identity/AccountRoles';
import type { LoginMethod } from '#domain/identity/LoginMethod';
import type { RegionalSettings } from '#domain/identity/Profile';
import type { IdentityUser } from './ports';

/** GET /users/{id} and POST /users/ids modes: agent and Light are public views of agents, Full is the owner's. */
export const USER_MODES = ['agent', 'Light', 'Full'] as const;
export type UserMode = (typeof USER_MODES)[number];

export interface PublicUser {
  id: number;
  slug: string;
  isArchived: boolean;
  fullName: string;
  avatar: string | null;
  accountsRoles: AccountRoleGrant[];
}

export interface FullUser extends PublicUser {
  email: string;
  regionalSettings: RegionalSettings;
  loginMethods?: LoginMethod[];
}

/** Agents are public (their pages list them); a user with no account role is nobody else's business. */
export const isPublicUser = (user: IdentityUser): boolean => user.accountsRoles.length > 0;

export function publicUser(user: IdentityUser): PublicUser {
  const { id, slug, isArchived, fullName, avatar, accountsRoles } = user;
  return { id, slug, isArchived, fullName, avatar, accountsRoles };
}

export function fullUser(user: IdentityUser, loginMethods?: LoginMethod[]): FullUser {
  return {
    ...publicUser(user),
    email: user.email,
    regionalSettings: user.regionalSettings,
    ...(loginMethods ? { loginMethods } : {}),
  };
}
