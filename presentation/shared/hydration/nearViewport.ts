/**
 * How far below (or above) the viewport a part starts to load: a screen's height, so a visitor
 * scrolling at reading speed finds it hydrated, and a fling finds at worst its server HTML.
 */
export const NEAR_VIEWPORT_MARGIN = '100% 0px';

/** What the visitor does first to a part that has not hydrated: it loads at once. */
export const FIRST_TOUCH_EVENTS = ['pointerdown', 'pointerenter', 'focusin', 'touchstart', 'keydown'] as const;

/**
 * Resolves when `element` comes within NEAR_VIEWPORT_MARGIN of the viewport, or when the visitor
 * touches, hovers or focuses it first, whichever is sooner; then stops watching. Without
 * IntersectionObserver (an old browser) it resolves at once.
 */
export function nearViewport(
  element: Element,
  Observer: typeof IntersectionObserver | undefined = globalThis.IntersectionObserver,
): Promise<void> {
  return new Promise((resolve) => {
    if (!Observer) {
      resolve();
      return;
    }
    const done = () => {
      observer.disconnect();
      for (const type of FIRST_TOUCH_EVENTS) element.removeEventListener(type, done, true);
      resolve();
    };
    const observer = new Observer(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    for (const type of FIRST_TOUCH_EVENTS) element.addEventListener(type, done, { capture: true, passive: true });
  });
}
