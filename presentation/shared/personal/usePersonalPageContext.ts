import { createContext, startTransition, useContext, useEffect, useMemo, useState } from 'react';
import type { PageContext } from 'vike/types';
import { usePageContext } from 'vike-react/usePageContext';
import type { PersonalPart } from '#domain/portal/PersonalPart';
import { HydratesLate } from '../hydration/useHydrating';

/**
 * Where a shared page keeps its personal part once it has arrived (docs/pages.md §2), outside React's
 * context: the store never changes, the part in it does, and only the components that read it (through
 * `usePersonalPageContext`) render again when it comes. A context whose value changed would have
 * rendered every reader of Vike's page context, and made React hydrate at once every part of the page
 * still waiting for its code.
 */
export class PersonalPartStore {
  private part: PersonalPart | undefined;
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly current = (): PersonalPart | undefined => this.part;

  arrived(part: PersonalPart): void {
    this.part = part;
    for (const listener of this.listeners) listener();
  }
}

/** The shell's store (PersonalPartProvider); absent outside it (component tests), where nothing arrives. */
export const PersonalPartStoreContext = createContext<PersonalPartStore | undefined>(undefined);

/**
 * The page context as this visitor sees it: on a shared page, once the personal part is here,
 * `identity`, `favorites`, `requestContext.visitor` and `requestContext.isCrawler` are the part's. A
 * component that reads any of them, or hands the request context to something that does
 * (`searchCallerOf`), reads it here; everything else reads `usePageContext()`, which the part does
 * not change.
 *
 * Each reader takes the part in a transition of its own state, so they render again together, in
 * slices the browser can interrupt, and nothing else does (no context changes, so no part still
 * waiting to hydrate is disturbed). A reader that hydrates late (inside `HydrateWhenNear`) starts
 * from the page as served, as the server rendered it, and takes the part after.
 */
export function usePersonalPageContext(): PageContext {
  const served = usePageContext() as PageContext | undefined;
  const store = useContext(PersonalPartStoreContext);
  const late = useContext(HydratesLate);
  const [part, setPart] = useState(() => (late ? undefined : store?.current()));
  useEffect(() => {
    if (!store) return undefined;
    const take = () => startTransition(() => setPart(store.current()));
    if (store.current() !== part) take();
    return store.subscribe(take);
    // `part` is read once, for a reader that hydrated late after the part arrived.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);
  return useMemo(
    () => (served?.personalAfterHydration === true && part ? withPersonalPart(served, part) : served),
    [served, part],
  ) as PageContext;
}

/** The page context with the visitor's part on top (a new object; the page context itself is left as served). */
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
