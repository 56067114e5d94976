import { Container } from 'inversify';
import type { RequestContext } from '#application/portal/RequestContext';
import { createRequestContainer } from '#config/di/serverContainer';
import { VIEW_MODEL_MODULES } from '#config/di/viewModelModules';

/**
 * The container a bare render needs, as a request's on the server: the view-model factories and the
 * page's own services (modals, offers), one per render. No adapter is bound: a render resolves handlers
 * only when a view-model calls them, and a bench render never does.
 */
export function renderContainer(context: Partial<RequestContext>): Container {
  const root = new Container({ defaultScope: 'Singleton' });
  root.load(...VIEW_MODEL_MODULES);
  return createRequestContainer(root, context as RequestContext);
}
