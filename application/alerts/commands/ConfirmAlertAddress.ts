import { inject, injectable } from 'inversify';
import { confirmationErrors, isConfirmationTokenShaped, mayConfirm } from '#domain/alerts/alertAddressConfirmation';
import type { Clock } from '#domain/shared/Clock';
import type { DomainError } from '#domain/shared/DomainError';
import { err, type Result } from '#domain/shared/Result';
import { AlertAddresses, AlertsClock } from '../ports';

export interface ConfirmAlertAddress {
  /** The token of the link mailed to the address. */
  token: string;
}

/**
 * The press on the confirmation page's button (POST, never the GET that shows it): the link's
 * address is confirmed and its saved searches' e-mail alerts go out from the next run of the job.
 */
@injectable()
export class ConfirmAlertAddressHandler {
  constructor(
    @inject(AlertAddresses) private readonly addresses: AlertAddresses,
    @inject(AlertsClock) private readonly clock: Clock,
  ) {}

  async execute(command: ConfirmAlertAddress): Promise<Result<void, DomainError>> {
    if (!isConfirmationTokenShaped(command.token)) return err(confirmationErrors.badToken());
    const now = this.clock.now();
    const allowed = mayConfirm(await this.addresses.findByToken(command.token), now);
    if (!allowed.ok) return allowed;
    await this.addresses.confirm(command.token, now);
    return allowed;
  }
}
