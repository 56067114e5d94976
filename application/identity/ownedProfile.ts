import { canAccessProfile, type Caller } from '#domain/identity/AccessPolicy';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { IdentityErrors } from './IdentityErrors';
import type { ProfilesRepository, StoredProfile, UsersRepository } from './ports';

/** Loads a profile the caller may read and change, or PROFILE_NOT_FOUND (missing and not owned look alike). */
export async function ownedProfile(
  caller: Caller,
  id: number,
  profiles: ProfilesRepository,
  users: UsersRepository,
): Promise<Result<StoredProfile, DomainError>> {
  const profile = await profiles.findById(id);
  if (!profile) return err(IdentityErrors.profileNotFound());
  if (canAccessProfile(caller, profile)) return ok(profile);
  // Only an authenticated admin can pass with the owner's accounts, so only then are they loaded.
  if (caller.roles.some((grant) => grant.role === 'Admin') && profile.userId !== null) {
    const ownerAccounts = (await users.rolesOf(profile.userId)).map((grant) => grant.accountId);
    if (canAccessProfile(caller, profile, ownerAccounts)) return ok(profile);
  }
  return err(IdentityErrors.profileNotFound());
}
