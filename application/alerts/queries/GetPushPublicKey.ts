import { inject, injectable } from 'inversify';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { PushSubscriptions } from '../ports';

/** The VAPID public key this browser subscribes with (the PushNotification channel). */
@injectable()
export class GetPushPublicKeyHandler {
  constructor(@inject(PushSubscriptions) private readonly push: Pick<PushSubscriptions, 'publicKey'>) {}

  execute(): Promise<Result<{ publicKey: string }, DomainError>> {
    return this.push.publicKey();
  }
}
