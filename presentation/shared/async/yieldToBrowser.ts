/**
 * Ends the current task so the browser can paint and answer input before the rest runs. A page's
 * start (Vike, the container, hydration) is otherwise one task as long as all of it: Lighthouse's
 * total blocking time on a phone counts every task over 50 ms. `scheduler.yield()` where the
 * browser has it (the rest keeps its place in the queue), a macrotask elsewhere.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
