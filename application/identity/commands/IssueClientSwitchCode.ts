import { inject, injectable } from 'inversify';
import type { Caller } from '#domain/identity/AccessPolicy';
import { isDashboardUser } from '#domain/identity/AccountRoles';
import { isFullUser } from '#domain/identity/AuthenticationRules';
import { codeExpiresAt } from '#domain/identity/CodeLifetime';
import { type DashboardConfig, isDashboardConfigured } from '#domain/identity/DashboardSwitch';
import type { Clock } from '#domain/shared/Clock';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { IdentityErrors } from '../IdentityErrors';
import { IdentityClock, OneTimeCodes } from '../ports';

export const SWITCH_CODE_PURPOSE = 'dashboard-switch';
/** Long enough for one redirect, short enough that a leaked code is worthless. */
export const SWITCH_CODE_TTL_SECONDS = 60;

export interface IssueClientSwitchCode {
  caller: Caller;
  targetClientId: string;
  dashboard: Partial<DashboardConfig> | undefined;
}

/**
 * GET /api/users/clientswitchCode?targetClientId: a single-use code the agent dashboard redeems
 * for this user. Only an authenticated dashboard user, only for the configured dashboard client.
 */
@injectable()
export class IssueClientSwitchCodeHandler {
  constructor(
    @inject(OneTimeCodes) private readonly codes: OneTimeCodes,
    @inject(IdentityClock) private readonly clock: Clock,
  ) {}

  async execute(command: IssueClientSwitchCode): Promise<Result<{ result: { code: string } }, DomainError>> {
    if (!isFullUser(command.caller.session)) return err(IdentityErrors.missingAuthorization());
    if (!isDashboardConfigured(command.dashboard) || command.dashboard.clientId !== command.targetClientId)
      return err(IdentityErrors.switchNotConfigured());
    if (!isDashboardUser(command.caller.roles)) return err(IdentityErrors.notDashboardUser());
    const code = await this.codes.issue(SWITCH_CODE_PURPOSE, {
      userId: command.caller.session.userId ?? undefined,
      audience: command.targetClientId,
      expiresAt: codeExpiresAt(this.clock.now(), SWITCH_CODE_TTL_SECONDS),
    });
    return ok({ result: { code } });
  }
}
