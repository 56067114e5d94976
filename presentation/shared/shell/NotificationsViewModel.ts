import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable } from 'mobx';
import {
  DEFAULT_TOAST_DELAY_MS,
  TOAST_TRANSITION_MS,
  toastLifetime,
  withNotification,
  withoutNotification,
  type Notification,
} from '#domain/portal/Toasts';
import { Timers, ToastSettings } from './toastTokens';
import type { Timers as TimersPort, ToastSettings as ToastSettingsValue } from './toastTokens';

/** A toast on screen; `leaving` while its leave transition plays. */
export interface ShownNotification extends Notification {
  leaving: boolean;
}

type Handle = ReturnType<TimersPort['setTimeout']>;

const globalTimers: TimersPort = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/**
 * The toast area's state (document 000 §3, §9): deduplicated by id, newest first; each closes
 * itself after its lifetime (the configured default, twice that for 'longer', never for 0 or
 * less), then stays 600 ms in a leaving state so CSS can play the leave transition.
 * One instance per browser (bound in the browser container); the server renders it empty.
 */
@injectable()
export class NotificationsViewModel {
  notifications: ShownNotification[] = [];
  private readonly handles = new Map<string, Handle>();
  private readonly defaultDelayMs: number;
  private readonly timers: TimersPort;

  constructor(
    @inject(ToastSettings) @optional() settings?: ToastSettingsValue,
    @inject(Timers) @optional() timers?: TimersPort,
  ) {
    this.defaultDelayMs = settings?.defaultDelayMs ?? DEFAULT_TOAST_DELAY_MS;
    this.timers = timers ?? globalTimers;
    makeAutoObservable<this, 'handles' | 'defaultDelayMs' | 'timers'>(
      this,
      { handles: false, defaultDelayMs: false, timers: false },
      { autoBind: true },
    );
  }

  notify(notification: Notification): void {
    this.notifications = withNotification(this.notifications, { ...notification, leaving: false });
    this.schedule(notification.id, toastLifetime(notification.delay, this.defaultDelayMs), () =>
      this.close(notification.id),
    );
  }

  /** Starts the leave transition; the toast goes once it has played. */
  close(id: string): void {
    const shown = this.notifications.find((notification) => notification.id === id);
    if (!shown || shown.leaving) return;
    shown.leaving = true;
    this.schedule(id, TOAST_TRANSITION_MS, () => this.remove(id));
  }

  remove(id: string): void {
    this.clear(id);
    this.notifications = withoutNotification(this.notifications, id);
  }

  /** Stops every timer, e.g. when the page goes away. */
  dispose(): void {
    for (const id of [...this.handles.keys()]) this.clear(id);
  }

  private schedule(id: string, ms: number | null, then: () => void): void {
    this.clear(id);
    if (ms !== null) this.handles.set(id, this.timers.setTimeout(then, ms));
  }

  private clear(id: string): void {
    const handle = this.handles.get(id);
    if (handle !== undefined) this.timers.clearTimeout(handle);
    this.handles.delete(id);
  }
}
