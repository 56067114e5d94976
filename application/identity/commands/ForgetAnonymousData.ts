import { inject, injectable, type ServiceIdentifier } from 'inversify';
import { anonymousRetentionCutoff } from '#domain/identity/AnonymousRetention';
import type { Clock } from '#domain/shared/Clock';
import { AnonymousData, IdentityClock } from '../ports';

/** The retention job's setting (ANONYMOUS_RETENTION_DAYS). */
export const AnonymousRetentionDays: ServiceIdentifier<number> = Symbol.for('identity.AnonymousRetentionDays');

/** One run of the retention job: what belongs to nobody and was untouched for the retention period goes. */
@injectable()
export class ForgetAnonymousDataHandler {
  constructor(
    @inject(AnonymousData) private readonly data: AnonymousData,
    @inject(IdentityClock) private readonly clock: Clock,
    @inject(AnonymousRetentionDays) private readonly days: number,
  ) {}

  execute(): Promise<{ profiles: number; searches: number }> {
    return this.data.forgetUntouchedSince(anonymousRetentionCutoff(this.clock.now(), this.days));
  }
}
