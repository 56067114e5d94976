import type { PlaceType } from '#domain/places/Place';
import { type DomainError, domainError, notFound } from '#domain/shared/DomainError';

/**
 * The child types a place's children counters show (document 001 §5 "Place children counters"):
 * one level down the place hierarchy; the lowest levels have none ('have no allowed children type to display').
 */
export const ALLOWED_CHILD_TYPES: Readonly<Record<PlaceType, readonly PlaceType[]>> = {
  continent: ['country'],
  country: ['administrative_area_level_1'],
  administrative_area_level_1: ['administrative_area_level_2', 'locality'],
  administrative_area_level_2: ['administrative_area_level_3', 'locality'],
  administrative_area_level_3: ['administrative_area_level_4', 'locality'],
  administrative_area_level_4: ['administrative_area_level_5', 'locality'],
  administrative_area_level_5: ['locality'],
  locality: ['colloquial_area', 'neighborhood'],
  colloquial_area: ['neighborhood'],
  neighborhood: [],
  postal_code: [],
};

export const placeIdNotProvided = (): DomainError =>
  domainError('INVALID', 'PLACE_ID_NOT_PROVIDED', 'Place ID is not provided', { field: 'placeId' });
export const noPlaceFound = (): DomainError => notFound('NO_PLACE_FOUND', 'No place found', 'placeId');
export const noAllowedChildrenType = (type: PlaceType): DomainError =>
  domainError('INVALID', 'NO_ALLOWED_CHILDREN_TYPE', `Place of type ${type} have no allowed children type to display`, {
    field: 'placeId',
  });

export interface ChildCounts {
  placeId: string;
  Sell: number;
  Rent: number;
}

/** The facet request's order (document 001 §9): most listings for sale first, then most to rent, then id. */
export function sortChildCounts<T extends ChildCounts>(children: readonly T[]): T[] {
  return [...children].sort((a, b) => b.Sell - a.Sell || b.Rent - a.Rent || a.placeId.localeCompare(b.placeId));
}
