import { type ReactNode, useEffect, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { GetPersonalPart } from '#application/portal/tokens';
import { SIGNED_IN_MARKER } from '#domain/identity/SignedInMarker';
import { useOptionalInjection } from '../../shared/di/ContainerContext';
import {
  PersonalPartStore,
  PersonalPartStoreContext,
  usePersonalPageContext,
} from '../../shared/personal/usePersonalPageContext';
import { markPersonalPartSettled } from './personalPartSettled';

/**
 * The personal part of a shared page (docs/pages.md §2), fetched once after hydration and kept in
 * the page's PersonalPartStore: what reads `usePersonalPageContext()` then sees `identity` and
 * `requestContext.visitor` as if the server had rendered them. Vike's page context stays as served,
 * so its other readers do not render again when the part arrives. The first render is the shared
 * page's own, so hydration matches its HTML.
 */
export function PersonalPartProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => new PersonalPartStore());
  return (
    <PersonalPartStoreContext.Provider value={store}>
      <PersonalPartRequest store={store} />
      {children}
    </PersonalPartStoreContext.Provider>
  );
}

/** Asks for the part once the page has hydrated, and says when it is on screen. Renders nothing. */
function PersonalPartRequest({ store }: { store: PersonalPartStore }) {
  const deferred = usePageContext().personalAfterHydration === true;
  const getPersonalPart = useOptionalInjection(GetPersonalPart);
  // Read as every reader of the part reads it: this component renders in the same commit as they do.
  const arrived = usePersonalPageContext().identity !== undefined;

  useEffect(() => {
    if (!deferred || !getPersonalPart) {
      markPersonalPartSettled('none');
      return undefined;
    }
    let current = true;
    void getPersonalPart.execute().then((result) => {
      if (!current) return;
      if (result.ok) store.arrived(result.value);
      else {
        // The page works without it (as a guest would see it): say why, do not break the page.
        console.error('personal part failed', result.error);
        document.documentElement.removeAttribute(SIGNED_IN_MARKER.attribute);
        markPersonalPartSettled('failed');
      }
    });
    return () => {
      current = false;
    };
  }, [deferred, getPersonalPart, store]);

  // The account area waited for this (Header.module.css): the part is on screen now, account menu
  // or, when the marker was stale, the Log in button.
  useEffect(() => {
    if (!deferred || !arrived) return;
    document.documentElement.removeAttribute(SIGNED_IN_MARKER.attribute);
    markPersonalPartSettled('on-screen');
  }, [deferred, arrived]);

  return null;
}
