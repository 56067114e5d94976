import { type ReactNode, startTransition, useEffect, useMemo, useState } from 'react';
import type { PageContext } from 'vike/types';
import { usePageContext, VikeReactProviderPageContext } from 'vike-react/usePageContext';
import { GetPersonalPart } from '#application/portal/tokens';
import { SIGNED_IN_MARKER } from '#domain/identity/SignedInMarker';
import type { PersonalPart } from '#domain/portal/PersonalPart';
import { useOptionalInjection } from '../../shared/di/ContainerContext';
import { markPersonalPartSettled } from './personalPartSettled';

/**
 * The personal part of a shared page (docs/pages.md), fetched once after hydration and laid over
 * the page context: everything below reads `identity` and `requestContext.visitor` as if the server
 * had rendered them. The first render is the shared page's own, so hydration matches its HTML.
 */
export function PersonalPartProvider({ children }: { children: ReactNode }) {
  const pageContext = usePageContext();
  const getPersonalPart = useOptionalInjection(GetPersonalPart);
  const [part, setPart] = useState<PersonalPart>();
  const deferred = pageContext.personalAfterHydration === true;

  useEffect(() => {
    if (!deferred || !getPersonalPart) {
      markPersonalPartSettled('none');
      return undefined;
    }
    let current = true;
    void getPersonalPart.execute().then((result) => {
      if (!current) return;
      // A transition: parts of the page still waiting for their code (the search filters) keep
      // their server HTML until it arrives, instead of being dropped and drawn again (a shift).
      if (result.ok) startTransition(() => setPart(result.value));
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
  }, [deferred, getPersonalPart]);

  // The account area waited for this (Header.module.css): the part is on screen now, account menu
  // or, when the marker was stale, the Log in button.
  useEffect(() => {
    if (!part) return;
    document.documentElement.removeAttribute(SIGNED_IN_MARKER.attribute);
    markPersonalPartSettled('on-screen');
  }, [part]);

  const overlaid = useMemo(
    () => (deferred && part ? withPersonalPart(pageContext, part) : pageContext),
    [deferred, part, pageContext],
  );
  return <VikeReactProviderPageContext pageContext={overlaid}>{children}</VikeReactProviderPageContext>;
}

/** The page context with the visitor's part on top (a new object, so every reader re-renders). */
function withPersonalPart(pageContext: PageContext, part: PersonalPart): PageContext {
  const overlay = Object.create(pageContext) as PageContext;
  overlay.identity = part.identity;
  overlay.favorites = part.favorites;
  overlay.requestContext = {
    ...pageContext.requestContext,
    isCrawler: part.isCrawler,
    ...(part.visitor && { visitor: part.visitor }),
  };
  return overlay;
}
