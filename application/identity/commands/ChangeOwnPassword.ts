import { inject, injectable } from 'inversify';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { AccountsService } from '../ports';

export interface ChangeOwnPassword {
  userId: number;
  /** Left out when the user has no password yet. */
  currentPassword?: string;
  newPassword: string;
}

/** Settings › Security from the browser: PUT /users/{id}/password; the accounts service runs ChangePassword. */
@injectable()
export class ChangeOwnPasswordHandler {
  constructor(@inject(AccountsService) private readonly accounts: Pick<AccountsService, 'changePassword'>) {}

  execute({ userId, currentPassword, newPassword }: ChangeOwnPassword): Promise<Result<void, DomainError>> {
    return this.accounts.changePassword(userId, {
      ...(currentPassword !== undefined && { currentPassword }),
      newPassword,
    });
  }
}
