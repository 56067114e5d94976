import { inject, injectable } from 'inversify';
import {
  unsubscribeAttemptOf,
  unsubscribePageOf,
  type UnsubscribePageOutcome,
  type UnsubscribePageUrl,
} from '#domain/alerts/unsubscribePage';
import { UnsubscribeFromAlert } from '../tokens';
import type { UnsubscribeFromAlertHandler } from './UnsubscribeFromAlert';

export interface OpenUnsubscribePage {
  url: UnsubscribePageUrl;
  isCrawler: boolean;
  /** The profiles the visitor's session acts for (current and identified). */
  ownProfileIds: readonly number[];
}

/**
 * GET /unsubscribe?unsublink={id} (document 001 §2, §4, §5): a crawler or a bad id goes home
 * before anything is read; otherwise the attempt by link (UnsubscribeFromAlert: the digest's
 * signed link turns the alert off, the owner is asked, anyone else must log in) and what the page
 * makes of it (domain/alerts/unsubscribePage).
 */
@injectable()
export class OpenUnsubscribePageHandler {
  constructor(
    @inject(UnsubscribeFromAlert) private readonly unsubscribe: Pick<UnsubscribeFromAlertHandler, 'execute'>,
  ) {}

  async execute(command: OpenUnsubscribePage): Promise<UnsubscribePageOutcome> {
    const attempt = unsubscribeAttemptOf(command.url, command.isCrawler);
    if ('kind' in attempt) return attempt;
    const outcome = await this.unsubscribe.execute({ ...attempt, ownProfileIds: command.ownProfileIds, way: 'link' });
    return unsubscribePageOf(attempt.searchId, outcome);
  }
}
