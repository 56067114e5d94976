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
  bind(AutocompletePlaces).to(AutocompletePlacesHandler);
  bind(GetPlace).to(GetPlaceHandler);
  bind(GetPlacesByIds).to(GetPlacesByIdsHandler);
  bind(FindPlacesBySlug).to(FindPlacesBySlugHandler);
  bind(GetPlaceSlugs).to(GetPlaceSlugsHandler);
  bind(GeocodePlace).to(GeocodePlaceHandler);
  bind(ListPlaces).to(ListPlacesHandler);
}

/** The places use cases alone; the root binds PlacesService (the browser: placesHttpModule). */
export const placesModule = new ContainerModule(({ bind }) => bindPlacesUseCases(bind));

/** PlacesService over HTTP (needs ServiceClientToken bound). */
export const placesHttpModule = new ContainerModule(({ bind }) => {
  bind(PlacesService).to(HttpPlacesService).inSingletonScope();
});
