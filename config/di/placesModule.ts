import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import { PlacesService } from '#application/places/ports';
import { AutocompletePlacesHandler } from '#application/places/queries/AutocompletePlaces';
import { FindPlacesBySlugHandler } from '#application/places/queries/FindPlacesBySlug';
import { GeocodePlaceHandler } from '#application/places/queries/GeocodePlace';
import { GetPlaceHandler } from '#application/places/queries/GetPlace';
import { GetPlacesByIdsHandler } from '#application/places/queries/GetPlacesByIds';
import { GetPlaceSlugsHandler } from '#application/places/queries/GetPlaceSlugs';
import { ListPlacesHandler } from '#application/places/queries/ListPlaces';
import {
  AutocompletePlaces,
  FindPlacesBySlug,
  GeocodePlace,
  GetPlace,
  GetPlaceSlugs,
  GetPlacesByIds,
  ListPlaces,
} from '#application/places/tokens';
import { HttpPlacesService } from '#infrastructure/places/http/HttpPlacesService';

/** The places use cases (document 001 §7 "Places"), bound whatever serves PlacesService. */
export function bindPlacesUseCases(bind: ContainerModuleLoadOptions['bind']): void {
  bind(AutocompletePlaces).to(AutocompletePlacesHandler).inSingletonScope();
  bind(GetPlace).to(GetPlaceHandler).inSingletonScope();
  bind(GetPlacesByIds).to(GetPlacesByIdsHandler).inSingletonScope();
  bind(FindPlacesBySlug).to(FindPlacesBySlugHandler).inSingletonScope();
  bind(GetPlaceSlugs).to(GetPlaceSlugsHandler).inSingletonScope();
  bind(GeocodePlace).to(GeocodePlaceHandler).inSingletonScope();
  bind(ListPlaces).to(ListPlacesHandler).inSingletonScope();
}

/** Places in the browser: the use cases over PlacesService's http adapter (needs ServiceClientToken bound). */
export const placesModule = new ContainerModule(({ bind }) => {
  bindPlacesUseCases(bind);
  bind(PlacesService).to(HttpPlacesService).inSingletonScope();
});
