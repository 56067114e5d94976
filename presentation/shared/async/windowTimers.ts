import type { Timers } from '#presentation/shared/shell/toastTokens';

/** The browser's timers, for the view-models that debounce (called from the visitor's acts, never in a server render). */
export const windowTimers: Timers = {
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};
