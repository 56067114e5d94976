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
import { VALUATION_ROUTES } from '#application/valuation/svcRoutes';
import { pathOf } from '#application/shared/svcRoute';

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
    return property(
      await this.client.request(VALUATION_ROUTES.create.method, pathOf(VALUATION_ROUTES.create), {
        body: { property: draft },
      }),
    );
  }

  async patchProperty(id: number, patch: PropertyPatch): Promise<Result<Property, DomainError>> {
    return property(
      await this.client.request(VALUATION_ROUTES.patch.method, pathOf(VALUATION_ROUTES.patch, { id }), {
        body: { property: patch },
      }),
    );
  }

  async valuate(id: number, _caller: ValuationCaller, captchaToken?: string): Promise<Result<Property, DomainError>> {
    return property(
      await this.client.request(VALUATION_ROUTES.valuate.method, pathOf(VALUATION_ROUTES.valuate, { id }), {
        body: { captchaToken },
      }),
    );
  }

  async getProperty(id: number): Promise<Result<Property, DomainError>> {
    return property(await this.client.request(VALUATION_ROUTES.one.method, pathOf(VALUATION_ROUTES.one, { id })));
  }

  getValuationHistory(
    id: number,
    _caller: ValuationCaller,
    period?: HistoryPeriod,
  ): Promise<Result<ValuationHistory, DomainError>> {
    return this.client.request(VALUATION_ROUTES.history.method, pathOf(VALUATION_ROUTES.history, { propertyId: id }), {
      query: { period },
    });
  }

  async listProperties(query: ListPropertiesQuery): Promise<Result<PropertiesPage, DomainError>> {
    const result = await this.client.request<{ properties: WireProperty[]; total: number }>(
      VALUATION_ROUTES.list.method,
      pathOf(VALUATION_ROUTES.list),
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
    return this.client.request(VALUATION_ROUTES.canCreate.method, pathOf(VALUATION_ROUTES.canCreate), {
      query: { countryISO },
    });
  }

  async archiveProperty(id: number): Promise<Result<Property, DomainError>> {
    return property(
      await this.client.request(VALUATION_ROUTES.archive.method, pathOf(VALUATION_ROUTES.archive, { id })),
    );
  }

  async addProductOffering(id: number, productOfferingId: string): Promise<Result<Property, DomainError>> {
    return property(
      await this.client.request(
        VALUATION_ROUTES.addProductOffering.method,
        pathOf(VALUATION_ROUTES.addProductOffering, { id }),
        {
          body: { productOffering: { productOfferingId } },
        },
      ),
    );
  }
}
