import type { ContainerModule } from 'inversify';
import { leadsViewModels } from '#presentation/leads';

/**
 * Every context's view-model factories (presentation/<ctx>/viewModels.ts), loaded by both
 * composition roots: the browser's container and the server's root, whose request containers
 * resolve them (a factory resolves its dependencies from the container that asked). A context
 * with view-models adds its module here (docs/contributing.md "A page's view-model").
 */
export const VIEW_MODEL_MODULES: readonly ContainerModule[] = [leadsViewModels];
