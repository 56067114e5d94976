import type { Container, ContainerModule } from 'inversify';

const loadedInto = new WeakMap<Container, Set<ContainerModule>>();

/**
 * Adds to the page load's one container the modules of the page about to render (its
 * `browserModules`, docs/pages.md §6) that it has not had yet: the first page's at hydration,
 * another page's on a client navigation. A module is loaded once: a second binding of its tokens
 * would make them ambiguous. Returns how many it loaded.
 */
export function loadPageModules(container: Container, modules: readonly ContainerModule[] = []): number {
  const loaded = loadedInto.get(container) ?? new Set<ContainerModule>();
  loadedInto.set(container, loaded);
  const fresh = modules.filter((module) => !loaded.has(module));
  for (const module of fresh) loaded.add(module);
  if (fresh.length > 0) container.load(...fresh);
  return fresh.length;
}
