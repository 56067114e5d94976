import { ContainerModule } from 'inversify';
import { PlacesService } from '../../application/places/ports';
import { SqlPlacesService } from '../../infrastructure/places/sql/SqlPlacesService';
import { bindPlacesUseCases } from './placesModule';

/**
 * Places on the server: the use cases and the places service embedded on the database (needs
 * Database bound). Apart from placesModule so the browser never bundles SQL.
 */
export const placesServerModule = new ContainerModule(({ bind }) => {
  bindPlacesUseCases(bind);
  bind(PlacesService).to(SqlPlacesService).inSingletonScope();
});
