import type {
  NewProperty,
  PropertiesPage,
  PropertySave,
  PropertyStore,
  StoredPropertiesQuery,
} from '#application/valuation/ports';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import type { Property } from '#domain/valuation/Property';
import { fromWire, type WireProperty } from '#domain/valuation/wire';
import type { ServiceClient } from '#infrastructure/shared/http/ServiceClient';
import { VALUATION_ROUTES } from '#application/valuation/svcRoutes';
import { pathOf } from '#application/shared/svcRoute';

/** A store answer the service refused for a reason a store cannot decide on: the request fails. */
function valueOf<T>(result: Result<T, DomainError>, call: string): T {
  if (!result.ok) throw new Error(`valuation service: ${call} answered ${result.error.kind} ${result.error.code}`);
  return result.value;
}

/**
 * PropertyStore over a remote valuation service's calls (document 002 §7) at /valuation: the rows
 * live there. The owner travels as the client's bearer token (the service reads the profiles from
 * it, so a read is scoped to them whatever owners are named); the service answers a valuation it
 * recorded itself (HttpValuationModel) and completes its own postponed ones. See README, "A remote
 * back end instead of the embedded one".
 */
export class HttpPropertyStore implements PropertyStore {
  constructor(private readonly client: ServiceClient) {}

  async find(id: number): Promise<Property | undefined> {
    const result = await this.client.request<{ property: WireProperty }>(
      VALUATION_ROUTES.one.method,
      pathOf(VALUATION_ROUTES.one, { id }),
    );
    if (!result.ok && result.error.kind === 'NOT_FOUND') return undefined;
    return fromWire(valueOf(result, 'GET /properties/{id}').property);
  }

  async list(query: StoredPropertiesQuery): Promise<PropertiesPage> {
    // The service lists live properties only (document 002 §4: archiving removes one from the list).
    if (query.archived) return { properties: [], total: 0 };
    const result = await this.client.request<{ properties: WireProperty[]; total: number }>(
      VALUATION_ROUTES.list.method,
      pathOf(VALUATION_ROUTES.list),
      {
        query: {
          sort: query.sort,
          skip: query.skip,
          count: query.count,
          origins: query.origins?.join(','),
          valuatedOnly: String(query.valuatedOnly),
        },
      },
    );
    const body = valueOf(result, 'GET /properties');
    return { properties: body.properties.map(fromWire), total: body.total };
  }

  async create(property: NewProperty): Promise<Property> {
    const { fields, portalId, origin, referer, selectedAgents } = property;
    const body = { property: { ...fields, portalId, origin, referer, selectedAgents } };
    return this.property(
      await this.client.request(VALUATION_ROUTES.create.method, pathOf(VALUATION_ROUTES.create), { body }),
      'POST /properties',
    );
  }

  async save(id: number, save: PropertySave): Promise<Property> {
    // The service applies a PATCH as a step (document 002 §4): it is sent the step's changes.
    const { changes, notificationsEnabled, consentGiven } = save;
    const body = { property: { ...changes, notificationsEnabled, consentGiven } };
    return this.property(
      await this.client.request(VALUATION_ROUTES.patch.method, pathOf(VALUATION_ROUTES.patch, { id }), { body }),
      'PATCH /properties/{id}',
    );
  }

  async archive(id: number): Promise<Property> {
    return this.property(
      await this.client.request(VALUATION_ROUTES.archive.method, pathOf(VALUATION_ROUTES.archive, { id })),
      'PATCH /properties/{id}/archive',
    );
  }

  async addProductOffering(id: number, productOfferingId: string): Promise<Property> {
    return this.property(
      await this.client.request(
        VALUATION_ROUTES.addProductOffering.method,
        pathOf(VALUATION_ROUTES.addProductOffering, { id }),
        {
          body: { productOffering: { productOfferingId } },
        },
      ),
      'POST /properties/{id}/productofferings',
    );
  }

  /** The service recorded the valuation it answered (POST /properties/{id}/valuate): read it back. */
  async saveValuation(id: number): Promise<Property> {
    const found = await this.find(id);
    if (!found) throw new Error(`valuation service: property ${id} is gone after its valuation`);
    return found;
  }

  /** The service marked the property isValuationPostponed when it answered 424 (document 002 §8). */
  async markPostponed(): Promise<void> {}

  private property(result: Result<{ property: WireProperty }, DomainError>, call: string): Property {
    return fromWire(valueOf(result, call).property);
  }
}
