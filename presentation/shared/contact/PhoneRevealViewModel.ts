import { flow, makeAutoObservable } from 'mobx';
import type { ContactPhoneTarget } from '#domain/listings/ContactPhone';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import type { TrackedAct } from '#domain/tracking/TrackedActs';

export interface PhoneRevealPorts {
  /** GET /listings/v2/contactPhone: the number, fetched when the visitor asks. */
  reveal(target: ContactPhoneTarget): Promise<Result<{ phone: string }, DomainError>>;
  /** Posts the act (document 002 "Tracking events"): the page's one tracker, which keeps the consent rules. */
  track?(act: TrackedAct): void;
  /** The number arrived (a listing's page keeps it for both of its buttons). */
  onRevealed?(phone: string): void;
}

/**
 * "Show phone number" on a listing's or an agent's page: the number is fetched on the press (never in
 * the shared HTML, docs/pages.md §1), once; a number shown is tracked as showPhone with the listing
 * id, or the agent's id on an agent's page.
 */
export class PhoneRevealViewModel {
  fetched: string | undefined = undefined;
  pending = false;
  failed = false;

  constructor(
    private readonly target: ContactPhoneTarget,
    private readonly ports: PhoneRevealPorts,
  ) {
    makeAutoObservable<this, 'target' | 'ports'>(this, { target: false, ports: false }, { autoBind: true });
  }

  /** The number, fetched now unless it was already. */
  reveal = flow(function* reveal(this: PhoneRevealViewModel) {
    if (this.fetched) return this.fetched;
    if (this.pending) return undefined;
    this.pending = true;
    const answer: Result<{ phone: string }, DomainError> = yield this.ports.reveal(this.target);
    this.pending = false;
    this.failed = !answer.ok;
    if (!answer.ok) return undefined;
    this.fetched = answer.value.phone;
    this.ports.track?.(
      'listingId' in this.target
        ? { action: 'showPhone', listingId: this.target.listingId }
        : { action: 'showPhone', agentId: this.target.agentUserId },
    );
    this.ports.onRevealed?.(answer.value.phone);
    return answer.value.phone;
  });
}
