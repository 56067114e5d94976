import type { SvcRoute } from '#application/shared/svcRoute';

/**
 * /svc/valuation (document 002 §7 "Valuation service calls"): owner-only, the caller is whoever
 * the bearer names (anyone may value a property; another profile's property answers 404). The one
 * place these paths are written.
 */
export const VALUATION_ROUTES = {
  canCreate: { method: 'GET', path: '/valuation/properties/cancreate', caller: 'anyone', query: ['countryISO'] },
  list: {
    method: 'GET',
    path: '/valuation/properties',
    caller: 'anyone',
    query: ['sort', 'skip', 'count', 'origins', 'currencyId', 'valuatedOnly'],
  },
  create: { method: 'POST', path: '/valuation/properties', caller: 'anyone' },
  one: { method: 'GET', path: '/valuation/properties/:id', caller: 'anyone' },
  patch: { method: 'PATCH', path: '/valuation/properties/:id', caller: 'anyone' },
  valuate: { method: 'POST', path: '/valuation/properties/:id/valuate', caller: 'anyone' },
  history: {
    method: 'GET',
    path: '/valuation/properties/:propertyId/valuationhistory',
    caller: 'anyone',
    query: ['period'],
  },
  archive: { method: 'PATCH', path: '/valuation/properties/:id/archive', caller: 'anyone' },
  addProductOffering: { method: 'POST', path: '/valuation/properties/:id/productofferings', caller: 'anyone' },
} as const satisfies Record<string, SvcRoute>;
