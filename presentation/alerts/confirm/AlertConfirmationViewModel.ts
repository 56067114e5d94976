import { flow, makeAutoObservable } from 'mobx';
import type { ConfirmAlertAddressUseCase } from '#application/alerts/tokens';
import type { DomainError } from '#domain/shared/DomainError';

export type AlertConfirmationState = 'ready' | 'confirming' | 'confirmed' | 'failed';

/** The confirmation page's button: one POST with the link's token; a second press while it runs does nothing. */
export class AlertConfirmationViewModel {
  state: AlertConfirmationState = 'ready';
  error: DomainError | null = null;

  constructor(
    readonly token: string | null,
    private readonly confirmations: ConfirmAlertAddressUseCase,
  ) {
    makeAutoObservable<this, 'confirmations'>(this, { token: false, confirmations: false }, { autoBind: true });
  }

  confirm = flow(function* (this: AlertConfirmationViewModel) {
    if (this.token === null || this.state === 'confirming' || this.state === 'confirmed') return;
    this.state = 'confirming';
    const result = (yield this.confirmations.execute({
      token: this.token,
    })) as Awaited<ReturnType<ConfirmAlertAddressUseCase['execute']>>;
    this.state = result.ok ? 'confirmed' : 'failed';
    this.error = result.ok ? null : result.error;
  });
}
