import { useEffect, useState } from 'react';

/** The split view's breakpoint (tokens.css: desktop ≥ 1024px). */
export const DESKTOP_QUERY = '(min-width: 1024px)';

/** Whether the page is laid out for desktop (list and map side by side); false until known in the browser. */
export function useDesktopLayout(): boolean {
  const [desktop, setDesktop] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(DESKTOP_QUERY);
    setDesktop(query.matches);
    const onChange = (event: MediaQueryListEvent) => setDesktop(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return desktop;
}
