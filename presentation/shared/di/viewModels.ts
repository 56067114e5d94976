import type { ServiceIdentifier } from 'inversify';

/**
 * How a view-model is made: the container binds one factory per view-model (its dependencies come
 * from the container), the component gives only what is its own (a listing id, the page's data).
 */
export type ViewModelFactory<VM, Args> = (args: Args) => VM;

/** The DI token of a view-model's factory; `useViewModel(token, args)` is the one way a component gets one. */
export type ViewModelToken<VM, Args = void> = ServiceIdentifier<ViewModelFactory<VM, Args>>;

export function viewModelToken<VM, Args = void>(name: string): ViewModelToken<VM, Args> {
  return Symbol.for(`viewModel.${name}`);
}

/** What a binding resolves its dependencies from (inversify's resolution context, or a container). */
export interface Resolver {
  get<T>(token: ServiceIdentifier<T>): T;
}

/**
 * A dependency resolved when first called, not when the view-model is made: a server render, or a
 * component test, makes the view-model without the browser's http adapters and toasts bound, and
 * never calls them (saves, refreshes and toasts follow the visitor's actions).
 */
export function lazy<T extends object>(resolver: Resolver | null, token: ServiceIdentifier<T>): T {
  let service: T | undefined;
  return new Proxy({} as T, {
    get(_target, property) {
      if (!resolver) throw new Error(`No DI container to reach ${String(token)} with`);
      service ??= resolver.get(token);
      const member = (service as Record<PropertyKey, unknown>)[property];
      return typeof member === 'function' ? (member as (...a: unknown[]) => unknown).bind(service) : member;
    },
  });
}

/** A view-model that stops its timers and requests when its component unmounts. */
export interface Disposable {
  dispose(): void;
}

export function isDisposable(value: unknown): value is Disposable {
  return typeof (value as Partial<Disposable> | null)?.dispose === 'function';
}
