import type { ListPropertiesQuery } from '#application/valuation/calls';

export type MyPropertiesSort = NonNullable<ListPropertiesQuery['sort']>;

/**
 * What My properties asks GET /properties for. No currencyId: a valuation's estimate is in the
 * property's own currency (document 002: "Price currency EUR, CHF in CH"), and the list shows it as
 * the valuation result page does, so a Swiss house reads CHF in both places whatever currency the
 * visitor browses listings in (our choice: the document lists currencyId without saying when to send it).
 */
export function myPropertiesQuery(sort: MyPropertiesSort): ListPropertiesQuery {
  return { sort, count: 50 };
}
