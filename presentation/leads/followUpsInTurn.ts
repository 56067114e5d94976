import { runInAction, when } from 'mobx';
import type { LeadFollowUp } from '#domain/leads/LeadFollowUps';

/** A follow-up's modal: how to show it, and whether it is still open. */
export interface FollowUpModal {
  show(followUp: LeadFollowUp): void;
  isOpen(): boolean;
}

/**
 * Document 001 §4 "then follow-ups: offer to save the search …; … show the login modal; then show
 * the app advertisement for Chat": one modal at a time, in that order: each opens once the one
 * before is closed (a follow-up that opens nothing, an advert already dismissed, passes at once).
 */
export function followUpsInTurn(
  followUps: readonly LeadFollowUp[],
  modalOf: (followUp: LeadFollowUp) => FollowUpModal,
) {
  const queue = [...followUps];
  const next = (): void => {
    const followUp = queue.shift();
    if (!followUp) return;
    const modal = modalOf(followUp);
    runInAction(() => modal.show(followUp));
    when(() => !modal.isOpen(), next);
  };
  next();
}
