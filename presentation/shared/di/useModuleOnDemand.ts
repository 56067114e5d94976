import type { ContainerModule, ServiceIdentifier } from 'inversify';
import { useContext } from 'react';
import { ContainerContext } from './ContainerContext';
import { loadPageModules } from './loadPageModules';

/**
 * A part whose code loads after the first paint (the search map) brings its view-model module with
 * it and loads it here, before it resolves `token` (docs/pages.md §6): the page's start carries
 * neither. A container that binds the token already (the server's, a test's) is left alone.
 */
export function useModuleOnDemand(module: ContainerModule, token: ServiceIdentifier): void {
  const container = useContext(ContainerContext);
  if (container && !container.isBound(token)) loadPageModules(container, [module]);
}
