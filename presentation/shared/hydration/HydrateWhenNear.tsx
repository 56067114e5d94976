import { memo, Suspense, use, useId, useState, type ReactNode } from 'react';
import { nearViewport } from './nearViewport';
import { HydratesLate } from './useHydrating';
import { sameDeps } from './sameDeps';
import styles from './StaticPart.module.css';

export interface HydrateWhenNearProps {
  children: ReactNode;
  /**
   * What the part shows (the page's view-model, its numbers): the part renders again only when these
   * change. A render that reached it before it hydrated would make React hydrate it at once.
   */
  deps: readonly unknown[];
  /**
   * The CSS modules of the part's `serverRenderedLazy` components, imported by the placing file: a
   * stylesheet goes with the chunk that imports it, so without them the server's HTML would be drawn
   * unstyled until the part nears the viewport (as StaticPart's).
   */
  styles: readonly object[];
  /** Shown on a client render while the part's code loads; keep the part's size and styles (docs/pages.md §6). */
  fallback?: ReactNode;
}

/**
 * An interactive part below the fold (docs/pages.md §12): the server renders it in place; the
 * browser keeps that HTML, with no code run for it, until the part comes within a screen of the
 * viewport or the visitor touches it, then hydrates it (and, when its components are
 * `serverRenderedLazy`, fetches their code then). A client render (a navigation) renders it at once.
 *
 * What it holds must read the visitor's part through `usePersonalPageContext` and hydrate from what
 * the server rendered (`useHydrating`): it may hydrate after the personal part has arrived.
 */
export const HydrateWhenNear = memo(
  function HydrateWhenNear({ children, deps, fallback = null }: HydrateWhenNearProps) {
    const id = useId();
    // React's ids match between the server's render and hydration: this finds the server's element.
    const [gate] = useState(() => gateOf(id));
    // What it shows changed before it hydrated (the part is memoised on its deps, so this render
    // means that): the server's HTML is out of date, so it renders now rather than wait unseen.
    const [depsAtHydration] = useState(deps);
    const waiting = gate !== undefined && sameDeps(depsAtHydration, deps);
    return (
      <div className={styles.part} data-late-part={id}>
        <Suspense fallback={fallback}>
          <HydratesLate.Provider value={true}>
            <Gate gate={waiting ? gate : undefined}>{children}</Gate>
          </HydratesLate.Provider>
        </Suspense>
      </div>
    );
  },
  (before, now) => sameDeps(before.deps, now.deps),
);

/** Suspends while the part waits: React keeps a boundary that suspends while it hydrates as the server's HTML. */
function Gate({ gate, children }: { gate: Promise<void> | undefined; children: ReactNode }) {
  if (gate) use(gate);
  return children;
}

function gateOf(id: string): Promise<void> | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const element of document.querySelectorAll('[data-late-part]')) {
    if (element.getAttribute('data-late-part') === id) return nearViewport(element);
  }
  // No server HTML with this id: the browser renders the part itself, at once.
  return undefined;
}
