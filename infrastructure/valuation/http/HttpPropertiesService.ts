import type {
  CanCreate,
  ListPropertiesQuery,
  PropertiesPage,
  PropertiesService,
  PropertyDraft,
  PropertyPatch,
  ValuationCaller,
  ValuationHistory,
} from '#application/valuation/ports';
import type { DomainError } from '#domain/shared/DomainError';
import { map, type Result } from '#domain/shared/Result';
import type { Property } from '#domain/valuation/Property';
import type { HistoryPeriod } from '#domain/valuation/valuationHistory';
import { fromWire, type WireProperty } from '#domain/valuation/wire';
import type { ServiceClient } from '#infrastructure/shared/http/ServiceClient';

/** Document 002 §7: "a response interceptor turns the Original expectedPrice entry into price {expected, currency}". */
const property = (result: Result<{ property: WireProperty }, DomainError>) =>
  map(result, (body) => fromWire(body.property));

/**
 * PropertiesService over the valuation service (document 002 §7) at /valuation. The caller travels
 * as the client's bearer token (the service reads the profiles from it); its client sends English
 * as Accept-Language, as the document says.
 */
export class HttpPropertiesService implements PropertiesService {
  constructor(private readonly client: ServiceClient) {}

  async createProperty(draft: PropertyDraft, _caller: ValuationCaller): Promise<Result<Property, DomainError>> {
    return property(await this.client.request('POST', '/valuation/properties', { body: { property: draft } }));
  }

  async patchProperty(id: number, patch: PropertyPatch): Promise<Result<Property, DomainError>> {
    return property(await this.client.request('PATCH', `/valuation/properties/${id}`, { body: { property: patch } }));
  }

  async valuate(id: number, _caller: ValuationCaller, captchaToken?: string): Promise<Result<Property, DomainError>> {
    return property(
      await this.client.request('POST', `/valuation/properties/${id}/valuate`, { body: { captchaToken } }),
    );
  }

  async getProperty(id: number): Promise<Result<Property, DomainError>> {
    return property(await this.client.request('GET', `/valuation/properties/${id}`));
  }

  getValuationHistory(
    id: number,
    _caller: ValuationCaller,
    period?: HistoryPeriod,
  ): Promise<Result<ValuationHistory, DomainError>> {
    return this.client.request('GET', `/valuation/properties/${id}/valuationhistory`, { query: { period } });
  }

  async listProperties(query: ListPropertiesQuery): Promise<Result<PropertiesPage, DomainError>> {
    const result = await this.client.request<{ properties: WireProperty[]; total: number }>(
      'GET',
      '/valuation/properties',
      {
        query: {
          sort: query.sort,
          skip: query.skip,
          count: query.count,
          origins: query.origins?.join(','),
          currencyId: query.currencyId,
          valuatedOnly: query.valuatedOnly === undefined ? undefined : String(query.valuatedOnly),
        },
      },
    );
    return map(result, (body) => ({ properties: body.properties.map(fromWire), total: body.total }));
  }

  canCreate(countryISO: string): Promise<Result<CanCreate, DomainError>> {
    return this.client.request('GET', '/valuation/properties/cancreate', { query: { countryISO } });
  }

  async archiveProperty(id: number): Promise<Result<Property, DomainError>> {
    return property(await this.client.request('PATCH', `/valuation/properties/${id}/archive`));
  }

  async addProductOffering(id: number, productOfferingId: string): Promise<Result<Property, DomainError>> {
    return property(
      await this.client.request('POST', `/valuation/properties/${id}/productofferings`, {
        body: { productOffering: { productOfferingId } },
      }),
    );
  }
}
