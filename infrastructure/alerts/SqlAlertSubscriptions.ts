import { and, eq } from 'drizzle-orm';
import type { AlertSubscriptions, UnsubscribeOutcome } from '#application/alerts/ports';
import type { Database } from '../db/DatabaseToken';
import { searches } from '../db/schema';
import type { UnsubscribeLinks } from './UnsubscribeLinks';

/** Unsubscribes a saved search on the database: the signed link or the owner's session decides. */
export class SqlAlertSubscriptions implements AlertSubscriptions {
  constructor(
    private readonly db: Database,
    private readonly links: UnsubscribeLinks,
  ) {}

  async unsubscribe(request: Parameters<AlertSubscriptions['unsubscribe']>[0]): Promise<UnsubscribeOutcome> {
    const [search] = await this.db
      .select({ owner: searches.createdByProfileId, saved: searches.saved })
      .from(searches)
      .where(and(eq(searches.id, request.searchId), eq(searches.isArchived, false)));
    if (!search || !search.owner) return 'cannotUnsubscribe';
    const owner = Number(search.owner);
    const byLink =
      request.link !== undefined &&
      request.link.profileId === owner &&
      this.links.verify(request.searchId, owner, request.link.signature);
    if (!byLink && !request.ownProfileIds.includes(owner)) return 'loginRequired';
    await this.db
      .update(searches)
      .set({ notifications: [], updatedAt: new Date() })
      .where(eq(searches.id, request.searchId));
    return 'unsubscribed';
  }
}
