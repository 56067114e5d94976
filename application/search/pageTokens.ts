import type { ServiceIdentifier } from 'inversify';
import type { LoadAgentPageHandler } from './queries/LoadAgentPage';
import type { LoadSearchPageHandler } from './queries/LoadSearchPage';

/**
 * DI tokens of the search results page's own use cases (presentation/pages/search). Kept apart
 * from ./tokens.ts, which lists the searches service's use cases one for one.
 */
export const LoadSearchPage: ServiceIdentifier<LoadSearchPageHandler> = Symbol.for('search.LoadSearchPage');
export const LoadAgentPage: ServiceIdentifier<LoadAgentPageHandler> = Symbol.for('search.LoadAgentPage');
