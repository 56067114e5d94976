/**
 * Set on <html> once the page is as this visitor sees it: their part is on screen, it failed, or
 * none was to come (a page rendered for them). Never in the server's HTML. What waits for the
 * visitor's state (a screenshot with or without the consent banner, a test) waits for it instead
 * of a guess of time.
 */
export const PERSONAL_PART_SETTLED = 'data-personal-part';

export function markPersonalPartSettled(outcome: 'on-screen' | 'failed' | 'none'): void {
  document.documentElement.setAttribute(PERSONAL_PART_SETTLED, outcome);
}
