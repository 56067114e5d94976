import type { AlertConfirmationRequester } from '#application/search/commands/alertAddressConfirmation';
import { ArchiveSearchHandler } from '#application/search/commands/ArchiveSearch';
import { CreateSearchHandler } from '#application/search/commands/CreateSearch';
import { PatchSearchHandler } from '#application/search/commands/PatchSearch';
import type { SavedSearchStore, SearchEngine, SearchesService } from '#application/search/ports';
import { GetSearchHandler } from '#application/search/queries/GetSearch';
import { ListSearchesHandler } from '#application/search/queries/ListSearches';
import { ServerSearchesService } from '#application/search/ServerSearchesService';
import type { Clock } from '#domain/shared/Clock';
import { RandomShareKeys } from '#infrastructure/search/sql/RandomShareKeys';

/**
 * Tests and benches: the searches service as the server composes it (the handlers over a store
 * and an engine) for an engine or a store the container does not bind, e.g. SQL without the index.
 */
export function embeddedSearches(
  engine: SearchEngine,
  store: SavedSearchStore,
  options: { clock?: Clock; alertConfirmation?: AlertConfirmationRequester } = {},
): SearchesService {
  const clock = options.clock ?? { now: () => new Date() };
  const keys = new RandomShareKeys();
  return new ServerSearchesService(
    new CreateSearchHandler(engine, store, clock, keys, options.alertConfirmation),
    new GetSearchHandler(engine, store, clock),
    new PatchSearchHandler(engine, store, clock, options.alertConfirmation),
    new ArchiveSearchHandler(store, clock),
    new ListSearchesHandler(store),
    engine,
    clock,
  );
}
