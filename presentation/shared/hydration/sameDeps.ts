/** Whether a part's deps are what they were (Object.is on each, as React compares a hook's deps). */
export function sameDeps(before: readonly unknown[], now: readonly unknown[]): boolean {
  return before.length === now.length && before.every((value, index) => Object.is(value, now[index]));
}
