import type { ReactNode } from 'react';
import { useHydrated } from 'vike-react/useHydrated';

/**
 * `children` once the page is hydrated, `fallback` before (and on the server). `useHydrated`
 * makes React render its component again, synchronously, right after hydration: kept in this
 * small element, that render is its own, not the whole tree of the component that uses it
 * (the children are the parent's elements, unchanged, so React skips them).
 */
export function AfterHydration({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useHydrated() ? children : fallback;
}
