import { inject, injectable } from 'inversify';
import { convertPrice, type ExchangeRates } from '#domain/portal/ExchangeRates';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import type { Property } from '#domain/valuation/Property';
import { profileRequired } from '#domain/valuation/propertySaves';
import {
  type ListPropertiesQuery,
  type PropertiesPage,
  PropertyStore,
  type ValuationCaller,
  ValuationRates,
} from '../ports';

const PAGE_DEFAULT = 20;
const PAGE_MAX = 100;

/** GET /properties: My properties (sort, skip, count, origins, currencyId, valuatedOnly). */
@injectable()
export class ListPropertiesHandler {
  constructor(
    @inject(PropertyStore) private readonly store: PropertyStore,
    @inject(ValuationRates) private readonly rates: ValuationRates,
  ) {}

  async execute({
    query,
    caller,
  }: {
    query: ListPropertiesQuery;
    caller: ValuationCaller;
  }): Promise<Result<PropertiesPage, DomainError>> {
    if (caller.ownProfileIds.length === 0) return err(profileRequired());
    const page = await this.store.list({
      owners: caller.ownProfileIds,
      // Document 002 §4: "Archiving marks a property archived and removes it from the list."
      archived: false,
      valuatedOnly: query.valuatedOnly === true,
      ...(query.origins?.length && { origins: query.origins }),
      sort: query.sort === 'Ascending' ? 'Ascending' : 'Descending',
      skip: query.skip ?? 0,
      count: Math.min(PAGE_MAX, query.count ?? PAGE_DEFAULT),
    });
    const currencyId = query.currencyId;
    if (!currencyId) return ok(page);
    const rates = await this.rates.current();
    return ok({ ...page, properties: page.properties.map((property) => inCurrency(property, currencyId, rates)) });
  }
}

/** GET /properties with currencyId: the latest valuation shown in the visitor's currency. */
function inCurrency(property: Property, currencyId: string, rates: ExchangeRates): Property {
  const valuation = property.latestValuation;
  if (!valuation || valuation.currency === currencyId) return property;
  const to = (value: number) => convertPrice(value, valuation.currency, currencyId, rates);
  return {
    ...property,
    latestValuation: {
      ...valuation,
      currency: currencyId,
      price: { min: to(valuation.price.min), avg: to(valuation.price.avg), max: to(valuation.price.max) },
    },
  };
}
