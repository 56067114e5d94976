import type { ServiceIdentifier } from 'inversify';

/**
 * What the toast view-model is given (kept apart from ./tokens.ts, which names the view-models
 * themselves, so the view-model can import these without an import cycle).
 */

/** Toast settings from configuration (document 000 §9: "default delay from configuration"). Optional. */
export interface ToastSettings {
  defaultDelayMs: number;
}
export const ToastSettings: ServiceIdentifier<ToastSettings> = Symbol.for('shell.ToastSettings');

/** The clock toasts close by; optional (global timers), replaced in tests. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}
export const Timers: ServiceIdentifier<Timers> = Symbol.for('shell.Timers');
