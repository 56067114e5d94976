import { Suspense, useId, useState, type ReactNode } from 'react';
import { sameDeps } from './sameDeps';
import styles from './StaticPart.module.css';

export interface StaticPartProps {
  children: ReactNode;
  /** What the part shows: while these stay as they were at hydration, the server's HTML stays. */
  deps: readonly unknown[];
  /**
   * The part's CSS modules, imported by the page that places it: a stylesheet goes with the chunk
   * that imports it, and a CSS module nobody reads is dropped with its CSS, so without this the
   * server's HTML of a part whose code never loads would be drawn unstyled.
   */
  styles: readonly object[];
}

/**
 * A part with no behaviour (facts, a description, breadcrumbs): the server renders it, and the
 * browser's first hydration keeps the server's HTML as it is, with no component code fetched and
 * no React fibers below (docs/pages.md §12). Its children are `serverRenderedLazy` components, so
 * the browser loads their code only when it must render them itself: on a client navigation, or
 * when `deps` (what the part shows: the page's data, the culture) change after hydration.
 *
 * The wrapper is a block: a page's "section + section" spacing falls on it, and an empty one (a
 * part with nothing to show) is not displayed.
 */
export function StaticPart({ children, deps }: StaticPartProps) {
  const id = useId();
  // React's ids match between the server's render and hydration: this finds the server's element.
  // A client render's ids never match a server's, so a part rendered in the browser renders live.
  const [serverHtml] = useState(() => htmlRenderedBy(id));
  const [depsAtHydration] = useState(deps);
  if (serverHtml !== undefined && sameDeps(depsAtHydration, deps)) {
    return <div className={styles.part} data-static-part={id} dangerouslySetInnerHTML={{ __html: serverHtml }} />;
  }
  return (
    <div className={styles.part} data-static-part={id}>
      <Suspense fallback={null}>{children}</Suspense>
    </div>
  );
}

function htmlRenderedBy(id: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const element of document.querySelectorAll('[data-static-part]')) {
    if (element.getAttribute('data-static-part') === id) return element.innerHTML;
  }
  return undefined;
}
