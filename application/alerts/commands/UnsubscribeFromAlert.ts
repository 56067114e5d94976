import { inject, injectable } from 'inversify';
import { unsubscribeDecision, type UnsubscribeOutcome, type UnsubscribeWay } from '#domain/alerts/unsubscribeDecision';
import type { Clock } from '#domain/shared/Clock';
import { AlertsClock, AlertSubscriptions, UnsubscribeLinkVerifier } from '../ports';

export interface UnsubscribeFromAlert {
  searchId: number;
  /** The digest link's profile and signature, when the visitor came from one. */
  link?: { profileId: number; signature: string };
  /** The profiles the visitor's session acts for (current and identified). */
  ownProfileIds: readonly number[];
  way: UnsubscribeWay;
}

/**
 * Turning a saved search's alert off (document 001 §2 /unsubscribe, §4 "Unsubscribe"): by the
 * digest's signed link, or by the owner's press on the page's button; a bare GET only asks
 * (domain/alerts/unsubscribeDecision).
 */
@injectable()
export class UnsubscribeFromAlertHandler {
  constructor(
    @inject(AlertSubscriptions) private readonly subscriptions: AlertSubscriptions,
    @inject(UnsubscribeLinkVerifier) private readonly links: UnsubscribeLinkVerifier,
    @inject(AlertsClock) private readonly clock: Clock,
  ) {}

  async execute(command: UnsubscribeFromAlert): Promise<UnsubscribeOutcome> {
    const owner = await this.subscriptions.ownerOf(command.searchId);
    const link = command.link;
    const outcome = unsubscribeDecision({
      owner,
      signedLink:
        owner !== undefined &&
        link !== undefined &&
        link.profileId === owner &&
        this.links.verify(command.searchId, owner, link.signature),
      ownProfileIds: command.ownProfileIds,
      way: command.way,
    });
    if (outcome === 'unsubscribed') await this.subscriptions.turnOff(command.searchId, this.clock.now());
    return outcome;
  }
}
