import { FIRST_TOUCH_EVENTS, NEAR_VIEWPORT_MARGIN, nearViewport } from './nearViewport';

/** An element that records its listeners, and an IntersectionObserver the test drives. */
function scene() {
  const listeners = new Map<string, EventListener>();
  const element = {
    addEventListener: (type: string, listener: EventListener) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
  } as unknown as Element;
  const observers: {
    callback: IntersectionObserverCallback;
    options?: IntersectionObserverInit;
    observed: Element[];
    disconnected: boolean;
  }[] = [];
  class FakeObserver {
    private readonly record;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.record = { callback, options, observed: [] as Element[], disconnected: false };
      observers.push(this.record);
    }
    observe(target: Element) {
      this.record.observed.push(target);
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const intersect = (isIntersecting: boolean) =>
    observers[0].callback(
      [{ isIntersecting } as IntersectionObserverEntry],
      observers[0] as unknown as IntersectionObserver,
    );
  return { element, listeners, observers, intersect, Observer: FakeObserver as unknown as typeof IntersectionObserver };
}

const settledYet = async (promise: Promise<void>) => {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
};

describe('nearViewport (docs/pages.md §12: a part below the fold hydrates when it comes near)', () => {
  it('waits while the part is far, resolves once it comes within a screen of the viewport, then stops watching', async () => {
    const { element, listeners, observers, intersect, Observer } = scene();
    const near = nearViewport(element, Observer);
    expect(observers[0].observed).toEqual([element]);
    expect(observers[0].options?.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);
    intersect(false);
    expect(await settledYet(near)).toBe(false);
    intersect(true);
    expect(await settledYet(near)).toBe(true);
    expect(observers[0].disconnected).toBe(true);
    expect(listeners.size).toBe(0);
  });

  it.each(FIRST_TOUCH_EVENTS)('resolves at once when the visitor reaches the part first (%s)', async (type) => {
    const { element, listeners, observers, Observer } = scene();
    const near = nearViewport(element, Observer);
    expect(await settledYet(near)).toBe(false);
    listeners.get(type)!(new Event(type));
    expect(await settledYet(near)).toBe(true);
    expect(observers[0].disconnected).toBe(true);
  });

  it('resolves at once in a browser without IntersectionObserver', async () => {
    const { element } = scene();
    expect(await settledYet(nearViewport(element, undefined))).toBe(true);
  });
});
