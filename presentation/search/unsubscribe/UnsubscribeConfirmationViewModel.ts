import { flow, makeAutoObservable } from 'mobx';
import type { ConfirmUnsubscribeUseCase } from '#application/alerts/tokens';
import type { DomainError } from '#domain/shared/DomainError';

export type UnsubscribeState = 'asking' | 'unsubscribing' | 'unsubscribed' | 'failed';

/**
 * The /unsubscribe page: unsubscribed already when the digest's signed link did it, else the
 * owner's press posts once; a second press while it runs does nothing.
 */
export class UnsubscribeConfirmationViewModel {
  state: UnsubscribeState;
  error: DomainError | null = null;

  constructor(
    readonly searchId: number,
    unsubscribed: boolean,
    private readonly unsubscriptions: ConfirmUnsubscribeUseCase,
  ) {
    this.state = unsubscribed ? 'unsubscribed' : 'asking';
    makeAutoObservable<this, 'unsubscriptions'>(this, { searchId: false, unsubscriptions: false }, { autoBind: true });
  }

  confirm = flow(function* (this: UnsubscribeConfirmationViewModel) {
    if (this.state === 'unsubscribing' || this.state === 'unsubscribed') return;
    this.state = 'unsubscribing';
    const result = (yield this.unsubscriptions.execute({
      searchId: this.searchId,
    })) as Awaited<ReturnType<ConfirmUnsubscribeUseCase['execute']>>;
    this.state = result.ok ? 'unsubscribed' : 'failed';
    this.error = result.ok ? null : result.error;
  });
}
