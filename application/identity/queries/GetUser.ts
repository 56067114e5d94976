import { inject, injectable } from 'inversify';
import { agentErrors } from '#domain/agents/agentProfileRoute';
import { canAccessUser, type Caller } from '#domain/identity/AccessPolicy';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { LoginMethodsRepository, UsersRepository, type IdentityUser } from '../ports';
import { type FullUser, fullUser, isPublicUser, type PublicUser, publicUser, type UserMode } from '../userViews';

export interface GetUser {
  caller: Caller | undefined;
  /** A user id or a slug (document 000 §5: "User lookup needs a user id or slug"). */
  id?: number;
  slug?: string;
  mode: UserMode;
}

/**
 * GET /users/{id} and GET /users/slug/{slug}. Full mode: the user themself or an admin of their
 * accounts. Public modes: agents only; anyone else's user answers as missing.
 */
@injectable()
export class GetUserHandler {
  constructor(
    @inject(UsersRepository) private readonly users: UsersRepository,
    @inject(LoginMethodsRepository) private readonly loginMethods: LoginMethodsRepository,
  ) {}

  async execute(query: GetUser): Promise<Result<PublicUser | FullUser, DomainError>> {
    // Document 001 §8: 'userId and slug are empty'; 'No user was found'.
    if (query.id === undefined && !query.slug) return err(agentErrors.userIdAndSlugEmpty());
    const user =
      query.id !== undefined
        ? await this.users.findById(query.id)
        : query.slug
          ? await this.users.findBySlug(query.slug)
          : undefined;
    if (!user) return err(agentErrors.noUserFound());
    const owner =
      query.caller !== undefined && canAccessUser(query.caller, { id: user.id, accountIds: accountIdsOf(user) });
    if (query.mode === 'Full' || !isPublicUser(user)) {
      return owner ? ok(fullUser(user, await this.loginMethods.list(user.id))) : err(agentErrors.noUserFound());
    }
    return ok(publicUser(user));
  }
}

export const accountIdsOf = (user: IdentityUser): number[] => [
  ...new Set(user.accountsRoles.map((grant) => grant.accountId)),
];
