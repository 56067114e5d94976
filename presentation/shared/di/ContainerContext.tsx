import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import type { Container, ServiceIdentifier } from 'inversify';
import { isDisposable, lazy, type ViewModelToken } from './viewModels';

/**
 * Presentation reaches application handlers and view-models only through DI tokens:
 * on the server a request-scoped child container, in the browser one container.
 */
export const ContainerContext = createContext<Container | null>(null);

export function useInjection<T>(token: ServiceIdentifier<T>): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('No DI container: wrap the tree in <ContainerContext.Provider>');
  return useMemo(() => container.get(token), [container, token]);
}

/** Optional lookup for pieces that render with or without a capability (e.g. tests). */
export function useOptionalInjection<T>(token: ServiceIdentifier<T>): T | undefined {
  const container = useContext(ContainerContext);
  return useMemo(() => (container?.isBound(token) ? container.get(token) : undefined), [container, token]);
}

/**
 * A port the browser calls on user action (a save, a refresh): resolved from the container when
 * first called, not at render, so a server render without the http adapters bound still renders.
 */
export function useLazyInjection<T extends object>(token: ServiceIdentifier<T>): T {
  const container = useContext(ContainerContext);
  return useMemo(() => lazy(container, token), [container, token]);
}

/**
 * The one way a component gets its view-model (docs/contributing.md "A page's view-model"): made
 * by the factory the container binds under `token`, from `args`, once per mounted component, made
 * again when one of `remakeOn` changes (e.g. the page's data after a client navigation), and
 * disposed when replaced or unmounted. Works alike in a server render (the request's container),
 * in the browser and in a component test (`viewModelTestContainer`).
 */
export function useViewModel<VM>(token: ViewModelToken<VM, void>): VM;
export function useViewModel<VM, Args>(token: ViewModelToken<VM, Args>, args: Args, remakeOn?: readonly unknown[]): VM;
export function useViewModel<VM, Args>(
  token: ViewModelToken<VM, Args>,
  args?: Args,
  remakeOn: readonly unknown[] = [],
): VM {
  const container = useContext(ContainerContext);
  const make = () => {
    if (!container) throw new Error(`No DI container to make ${String(token)} with`);
    return { model: container.get(token)(args as Args), remakeOn, container };
  };
  const [made, setMade] = useState(make);
  let current = made;
  if (made.container !== container || !sameValues(made.remakeOn, remakeOn)) {
    // Derived state (React's "storing information from previous renders"): replaced during this render.
    current = make();
    setMade(current);
  }
  const { model } = current;
  useEffect(() => () => (isDisposable(model) ? model.dispose() : undefined), [model]);
  return model;
}

function sameValues(before: readonly unknown[], now: readonly unknown[]): boolean {
  return before.length === now.length && before.every((value, index) => Object.is(value, now[index]));
}
