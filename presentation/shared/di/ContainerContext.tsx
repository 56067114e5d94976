import { createContext, useContext, useMemo } from 'react';
import type { Container, ServiceIdentifier } from 'inversify';

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
  return useMemo(
    () =>
      new Proxy({} as T, {
        get(_target, property) {
          if (!container) throw new Error(`No DI container to reach ${String(token)} with`);
          const service = container.get(token) as Record<PropertyKey, unknown>;
          const member = service[property];
          return typeof member === 'function' ? member.bind(service) : member;
        },
      }),
    [container, token],
  );
}
