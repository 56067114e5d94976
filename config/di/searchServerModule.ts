import { ContainerModule } from 'inversify';
import { SearchesService } from '#application/search/ports';
import { SqlSearchesService } from '#infrastructure/search/sql/SqlSearchesService';
import { bindSearchUseCases } from './searchModule';

/**
 * Search on the server: the use cases and the searches service embedded on the database (needs
 * Database and ListingsService bound). Apart from searchModule so the browser never bundles SQL.
 */
export const searchServerModule = new ContainerModule(({ bind }) => {
  bindSearchUseCases(bind);
  bind(SearchesService).to(SqlSearchesService).inSingletonScope();
});
