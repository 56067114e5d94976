export type { Caller } from '#domain/identity/AccessPolicy';
import type { Caller } from '#domain/identity/AccessPolicy';
import type { AuthSession } from '#domain/identity/TokenClaims';
import type { UsersRepository } from './ports';

/** The caller of a use case: the verified token's session plus, for users, their account roles. */
export async function callerOf(session: AuthSession, users: UsersRepository): Promise<Caller> {
  return { session, roles: session.userId !== null ? await users.rolesOf(session.userId) : [] };
}
