import type { ServiceIdentifier } from 'inversify';
import type { AutocompletePlacesHandler } from './queries/AutocompletePlaces';
import type { FindPlacesBySlugHandler } from './queries/FindPlacesBySlug';
import type { GetPlaceChildrenHandler } from './queries/GetPlaceChildren';
import type { GetLocationPriceHandler } from './queries/GetLocationPrice';
import type { GetCountryNamesHandler } from './queries/GetCountryNames';
import type { GetLocalSlugsHandler } from './queries/GetLocalSlugs';
import type { GeocodePlaceHandler } from './queries/GeocodePlace';
import type { GetPlaceHandler } from './queries/GetPlace';
import type { GetPlacesByIdsHandler } from './queries/GetPlacesByIds';
import type { GetPlaceSlugsHandler } from './queries/GetPlaceSlugs';
import type { ListPlacesHandler } from './queries/ListPlaces';
import type { LoadAllCountriesHandler } from './queries/LoadAllCountries';
import type { LoadPlaceStatisticsHandler } from './queries/LoadPlaceStatistics';

/** DI tokens for the places use cases. */
export const AutocompletePlaces: ServiceIdentifier<AutocompletePlacesHandler> = Symbol.for('places.AutocompletePlaces');
export const GetPlace: ServiceIdentifier<GetPlaceHandler> = Symbol.for('places.GetPlace');
export const GetPlacesByIds: ServiceIdentifier<GetPlacesByIdsHandler> = Symbol.for('places.GetPlacesByIds');
export const FindPlacesBySlug: ServiceIdentifier<FindPlacesBySlugHandler> = Symbol.for('places.FindPlacesBySlug');
export const GetPlaceSlugs: ServiceIdentifier<GetPlaceSlugsHandler> = Symbol.for('places.GetPlaceSlugs');
export const GeocodePlace: ServiceIdentifier<GeocodePlaceHandler> = Symbol.for('places.GeocodePlace');
export const ListPlaces: ServiceIdentifier<ListPlacesHandler> = Symbol.for('places.ListPlaces');
export const LoadPlaceStatistics: ServiceIdentifier<LoadPlaceStatisticsHandler> =
  Symbol.for('places.LoadPlaceStatistics');
export const LoadAllCountries: ServiceIdentifier<LoadAllCountriesHandler> = Symbol.for('places.LoadAllCountries');
export const GetCountryNames: ServiceIdentifier<GetCountryNamesHandler> = Symbol.for('places.GetCountryNames');
export const GetLocalSlugs: ServiceIdentifier<GetLocalSlugsHandler> = Symbol.for('places.GetLocalSlugs');
export const GetPlaceChildren: ServiceIdentifier<GetPlaceChildrenHandler> = Symbol.for('places.GetPlaceChildren');
export const GetLocationPrice: ServiceIdentifier<GetLocationPriceHandler> = Symbol.for('places.GetLocationPrice');
