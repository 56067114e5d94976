import { makeAutoObservable } from 'mobx';
import {
  showsSwitchPrompt,
  switchPromptPresentation,
  type SwitchPromptContext,
} from '#domain/identity/DashboardSwitch';
import { readUserData, updateUserData } from '../persisted/userData';
import type { DashboardSwitchViewModel } from './DashboardSwitchViewModel';

/**
 * What the browser remembers of the prompt: its dismissal for good (document 000 §3: ps4:user-data,
 * modal.switchToDashboard), and, for this visit only, that it was offered already.
 */
export interface PromptMemory {
  dismissed(): boolean;
  remember(): void;
  offeredThisVisit(): boolean;
  rememberOffered(): void;
}

/** The visit's mark: the tab's session storage, gone with the tab (ours to choose: not shown). */
export const OFFERED_KEY = 'ps4:switch-to-dashboard-offered';
/** No page has this path: the visitor went on from the page the prompt was offered on. */
const LEFT = '\u0000left';

function session(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

const browserMemory: PromptMemory = {
  dismissed: () => readUserData().modal?.switchToDashboard?.dismissed === true,
  remember: () =>
    updateUserData((data) => ({ ...data, modal: { ...data.modal, switchToDashboard: { dismissed: true } } })),
  offeredThisVisit: () => {
    try {
      return session()?.getItem(OFFERED_KEY) === 'true';
    } catch {
      return false;
    }
  },
  rememberOffered: () => {
    try {
      session()?.setItem(OFFERED_KEY, 'true');
    } catch {
      // Private mode or a full quota: offered again on the next page, as before.
    }
  },
};

/**
 * The switch-to-dashboard prompt (document 000 §4): shown to eligible dashboard users until
 * dismissed, a popover on desktop and a modal below 1024 px. It is a prompt, not a nag: offered on
 * one page of a visit, gone from the next if left unanswered, and never again once dismissed
 * ("Dismissal is remembered"). Opened once the page runs in the browser (the dismissal and the
 * width live there); switching is the shared DashboardSwitchViewModel.
 */
export class DashboardSwitchPromptViewModel {
  shown = false;
  presentation: 'popover' | 'modal' = 'popover';
  /** The page (its path) the prompt was offered on in this model's life; LEFT once the visitor went on. */
  private offeredOn: string | null = null;

  constructor(
    readonly switcher: DashboardSwitchViewModel,
    private readonly memory: PromptMemory = browserMemory,
  ) {
    makeAutoObservable<this, 'memory' | 'offeredOn'>(
      this,
      { switcher: false, memory: false, offeredOn: false },
      { autoBind: true },
    );
  }

  /** `signedIn`: a full user, the only one a switch code is issued to. `page`: the current page's path. */
  open(
    context: Omit<SwitchPromptContext, 'dismissed'> & { signedIn: boolean },
    viewportWidth: number,
    page: string,
  ): void {
    const eligible = context.signedIn && showsSwitchPrompt({ ...context, dismissed: this.memory.dismissed() });
    if (!eligible) {
      this.shown = false;
      return;
    }
    if (this.offeredOn === null) {
      if (this.memory.offeredThisVisit()) return;
      this.memory.rememberOffered();
      this.offeredOn = page;
    }
    // Left unanswered on another page: over for this visit, even back on the page it was offered on.
    if (this.offeredOn !== page) this.offeredOn = LEFT;
    this.shown = this.offeredOn === page;
    this.presentation = switchPromptPresentation(viewportWidth);
  }

  /** "Not now" (or closing the modal): remembered, and a switch under way is cancelled. */
  dismiss(): void {
    this.switcher.cancel();
    this.memory.remember();
    this.shown = false;
  }
}
