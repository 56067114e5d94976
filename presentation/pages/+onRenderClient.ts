import { startTransition } from 'react';
import ReactDOM from 'react-dom/client';
import type { PageContextClient } from 'vike/types';
import { onRenderClient as renderWithVikeReact } from 'vike-react/__internal/integration/onRenderClient';

/**
 * vike-react's render, with the first hydration in a transition. Hydrating at React's default
 * priority is one task as long as the whole page (Lighthouse's total blocking time on a phone);
 * in a transition React yields to the browser every few milliseconds, and a click on a part not
 * yet hydrated hydrates that part first. What the page shows is the server HTML meanwhile.
 */
export default function onRenderClient(pageContext: PageContextClient): Promise<void> {
  if (pageContext.isHydration) hydrateNextRootInTransition();
  return renderWithVikeReact(pageContext);
}

/** vike-react calls ReactDOM.hydrateRoot itself (after its own awaits): the next call runs in a transition, once. */
function hydrateNextRootInTransition(): void {
  const hydrateRoot = ReactDOM.hydrateRoot;
  ReactDOM.hydrateRoot = (...args: Parameters<typeof hydrateRoot>) => {
    ReactDOM.hydrateRoot = hydrateRoot;
    let root: ReturnType<typeof hydrateRoot> | undefined;
    startTransition(() => {
      root = hydrateRoot(...args);
    });
    return root as ReturnType<typeof hydrateRoot>;
  };
}
