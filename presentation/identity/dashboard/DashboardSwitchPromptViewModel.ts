import { makeAutoObservable } from 'mobx';
import {
  showsSwitchPrompt,
  switchPromptPresentation,
  type SwitchPromptContext,
} from '#domain/identity/DashboardSwitch';
import { readUserData, updateUserData } from '../persisted/userData';
import type { DashboardSwitchViewModel } from './DashboardSwitchViewModel';

/** Where the dismissal is remembered (document 000 §3: ps4:user-data, modal.switchToDashboard). */
export interface DismissalMemory {
  dismissed(): boolean;
  remember(): void;
}

const userDataMemory: DismissalMemory = {
  dismissed: () => readUserData().modal?.switchToDashboard?.dismissed === true,
  remember: () =>
    updateUserData((data) => ({ ...data, modal: { ...data.modal, switchToDashboard: { dismissed: true } } })),
};

/**
 * The switch-to-dashboard prompt (document 000 §4): shown to eligible dashboard users until
 * dismissed, a popover on desktop and a modal below 1024 px. Opened once the page runs in the
 * browser (the dismissal and the width live there); switching is the shared DashboardSwitchViewModel.
 */
export class DashboardSwitchPromptViewModel {
  shown = false;
  presentation: 'popover' | 'modal' = 'popover';

  constructor(
    readonly switcher: DashboardSwitchViewModel,
    private readonly memory: DismissalMemory = userDataMemory,
  ) {
    makeAutoObservable<this, 'memory'>(this, { switcher: false, memory: false }, { autoBind: true });
  }

  /** `signedIn`: a full user, the only one a switch code is issued to. */
  open(context: Omit<SwitchPromptContext, 'dismissed'> & { signedIn: boolean }, viewportWidth: number): void {
    this.shown = context.signedIn && showsSwitchPrompt({ ...context, dismissed: this.memory.dismissed() });
    this.presentation = switchPromptPresentation(viewportWidth);
  }

  /** "Not now" (or closing the modal): remembered, and a switch under way is cancelled. */
  dismiss(): void {
    this.switcher.cancel();
    this.memory.remember();
    this.shown = false;
  }
}
