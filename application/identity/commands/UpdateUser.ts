import { inject, injectable } from 'inversify';
import { canAccessUser, type Caller } from '#domain/identity/AccessPolicy';
import { firstFailure, validateMaxLength, validateRequired } from '#domain/identity/FieldValidators';
import type { RegionalSettings } from '#domain/identity/Profile';
import { FULL_NAME_MAX } from '#domain/identity/ProfileDetailsRules';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { IdentityErrors } from '../IdentityErrors';
import { UsersRepository } from '../ports';
import { accountIdsOf } from '../queries/GetUser';
import { type FullUser, fullUser } from '../userViews';

export interface UpdateUser {
  caller: Caller;
  /** Document 000 §5: "updating a user needs userId". */
  id: number;
  fullName?: string;
  regionalSettings?: RegionalSettings;
}

/** PATCH /users/{id}: the user themself or an admin of their accounts. */
@injectable()
export class UpdateUserHandler {
  constructor(@inject(UsersRepository) private readonly users: UsersRepository) {}

  async execute(command: UpdateUser): Promise<Result<FullUser, DomainError>> {
    const user = await this.users.findById(command.id);
    if (!user || !canAccessUser(command.caller, { id: user.id, accountIds: accountIdsOf(user) }))
      return err(IdentityErrors.userNotFound());
    if (command.fullName !== undefined) {
      const failure = firstFailure(
        () => validateRequired(command.fullName, 'fullName'),
        () => validateMaxLength(command.fullName ?? '', FULL_NAME_MAX, 'fullName'),
      );
      if (failure) return err(failure);
    }
    const updated = await this.users.update(user.id, {
      ...(command.fullName !== undefined ? { fullName: command.fullName.trim() } : {}),
      ...(command.regionalSettings
        ? { regionalSettings: { ...user.regionalSettings, ...command.regionalSettings } }
        : {}),
    });
    return updated ? ok(fullUser(updated)) : err(IdentityErrors.userNotFound());
  }
}
