import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import type { Property } from '#domain/valuation/Property';
import { profileRequired, propertyNotFound } from '#domain/valuation/propertySaves';
import type { PropertyStore, ValuationCaller } from './ports';

/**
 * The caller's own, live property (document 002 §7 calls are the owner's): a caller without a
 * profile is asked to identify; another profile's property, or an archived one ("Archiving marks a
 * property archived and removes it"), is not found: ids are guessable, existence is not disclosed.
 */
export async function ownedProperty(
  store: PropertyStore,
  id: number,
  caller: ValuationCaller,
): Promise<Result<Property, DomainError>> {
  if (caller.ownProfileIds.length === 0) return err(profileRequired());
  const property = await store.find(id, caller.ownProfileIds);
  return property && !property.isArchived ? ok(property) : err(propertyNotFound(id));
}
