import { inject, injectable } from 'inversify';
import { confirmationStep, resendCutoff } from '#domain/alerts/alertAddressConfirmation';
import type { Clock } from '#domain/shared/Clock';
import { AlertAddresses, AlertConfirmationMails, AlertsClock } from '../ports';

export interface RequestAlertConfirmation {
  /** The profile whose saved searches' e-mail alerts go to its e-mail. */
  profileId: number;
  /** The visitor's language: the confirmation mail is written in it. */
  culture: string;
  /** The portal the visitor is on: the link opens there. */
  portalId: string;
}

/**
 * Run whenever a profile's e-mail alerts may have gained an address (a search saved or subscribed
 * with e-mail alerts, the profile's e-mail changed): an unconfirmed address gets exactly one
 * confirmation e-mail, then nothing while its link works (domain/alerts/alertAddressConfirmation).
 * Answers whether a mail was queued.
 */
@injectable()
export class RequestAlertConfirmationHandler {
  constructor(
    @inject(AlertAddresses) private readonly addresses: AlertAddresses,
    @inject(AlertConfirmationMails) private readonly mails: AlertConfirmationMails,
    @inject(AlertsClock) private readonly clock: Clock,
  ) {}

  async execute(command: RequestAlertConfirmation): Promise<boolean> {
    const state = await this.addresses.ofProfile(command.profileId);
    if (!state) return false;
    const now = this.clock.now();
    if (confirmationStep(state.evidence, state.pending, now) !== 'sendConfirmation') return false;
    // The store replaces only a lapsed link: of two saves at once, one gets the token, one nothing.
    const token = await this.addresses.beginConfirmation(state.evidence.address, now, resendCutoff(now));
    if (token === undefined) return false;
    await this.mails.confirmation({
      to: state.evidence.address,
      token,
      culture: command.culture,
      portalId: command.portalId,
    });
    return true;
  }
}
