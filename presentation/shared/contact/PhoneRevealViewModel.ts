import { flow, makeAutoObservable } from 'mobx';
import type { ContactPhoneTarget } from '#domain/listings/ContactPhone';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import type { RevealContactPhoneHandler } from '#application/listings/queries/RevealContactPhone';
import type { ActTracker } from '#presentation/shared/tracking/ActTracker';

/** What the reveal needs of the container (presentation/shared/contact/viewModels.ts binds it). */
export interface PhoneRevealDependencies {
  /** GET /listings/v2/contactPhone: the number, fetched when the visitor asks. */
  revealPhone: Pick<RevealContactPhoneHandler, 'execute'>;
  /** Posts the act (document 002 "Tracking events"): the page's one tracker, which keeps the consent rules. */
  tracker: ActTracker;
}

/** The component's own: whose number, and who keeps it once it arrived. */
export interface PhoneRevealArgs {
  target: ContactPhoneTarget;
  /** The number arrived (a listing's page keeps it for both of its buttons). */
  onRevealed?: (phone: string) => void;
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

  private readonly target: ContactPhoneTarget;
  private readonly onRevealed: ((phone: string) => void) | undefined;

  constructor(
    private readonly dependencies: PhoneRevealDependencies,
    { target, onRevealed }: PhoneRevealArgs,
  ) {
    this.target = target;
    this.onRevealed = onRevealed;
    makeAutoObservable<this, 'target' | 'onRevealed' | 'dependencies'>(
      this,
      { target: false, onRevealed: false, dependencies: false },
      { autoBind: true },
    );
  }

  /** The number, fetched now unless it was already. */
  reveal = flow(function* reveal(this: PhoneRevealViewModel) {
    if (this.fetched) return this.fetched;
    if (this.pending) return undefined;
    this.pending = true;
    const answer = (yield this.dependencies.revealPhone.execute(this.target)) as Result<{ phone: string }, DomainError>;
    this.pending = false;
    this.failed = !answer.ok;
    if (!answer.ok) return undefined;
    this.fetched = answer.value.phone;
    this.dependencies.tracker.track(
      'listingId' in this.target
        ? { action: 'showPhone', listingId: this.target.listingId }
        : { action: 'showPhone', agentId: this.target.agentUserId },
    );
    this.onRevealed?.(answer.value.phone);
    return answer.value.phone;
  });
}
