import { inject, injectable } from 'inversify';
import { canAccessUser, type Caller } from '#domain/identity/AccessPolicy';
import type { LoginMethod } from '#domain/identity/LoginMethod';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { IdentityErrors } from '../IdentityErrors';
import { LoginMethodsRepository, UsersRepository } from '../ports';
import { accountIdsOf } from './GetUser';

export interface GetLoginMethods {
  caller: Caller;
  userId: number;
}

/** GET /users/{id}/loginMethods: the user themself or an admin of their accounts. */
@injectable()
export class GetLoginMethodsHandler {
  constructor(
    @inject(UsersRepository) private readonly users: UsersRepository,
    @inject(LoginMethodsRepository) private readonly loginMethods: LoginMethodsRepository,
  ) {}

  execute(query: GetLoginMethods): Promise<Result<{ loginMethods: LoginMethod[] }, DomainError>> {
    return loginMethodsOf(query, this.users, this.loginMethods);
  }
}

/** A user's login methods, for the user themself or an admin of their accounts (also the settings pages' query). */
export async function loginMethodsOf(
  query: GetLoginMethods,
  users: UsersRepository,
  loginMethods: LoginMethodsRepository,
): Promise<Result<{ loginMethods: LoginMethod[] }, DomainError>> {
  const user = await users.findById(query.userId);
  if (!user || !canAccessUser(query.caller, { id: user.id, accountIds: accountIdsOf(user) }))
    return err(IdentityErrors.userNotFound());
  return ok({ loginMethods: await loginMethods.list(user.id) });
}
