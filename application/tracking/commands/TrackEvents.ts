import { inject, injectable } from 'inversify';
import type { DomainError } from '#domain/shared/DomainError';
import { ok, type Result } from '#domain/shared/Result';
import type { TrackingAction } from '#domain/tracking/TrackingEvent';
import { TrackingService, type TrackingSender } from '../ports';

/** POST /events/track: a batch of actions; crawlers and bots are never tracked (document 001 §6). */
@injectable()
export class TrackEventsHandler {
  constructor(@inject(TrackingService) private readonly tracking: TrackingService) {}

  async execute(
    actions: readonly TrackingAction[],
    sender: TrackingSender,
  ): Promise<Result<{ recorded: number }, DomainError>> {
    if (sender.isCrawler || actions.length === 0) return ok({ recorded: 0 });
    return this.tracking.track(actions, sender);
  }
}
