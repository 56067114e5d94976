import { pathOf, type SvcRoute } from './svcRoute';

describe('pathOf', () => {
  it('answers a path without parameters as written', () => {
    expect(pathOf({ path: '/leads/leads/formStamp' })).toBe('/leads/leads/formStamp');
  });

  it('fills each :param by name, wherever it stands', () => {
    const route = { path: '/listings/permission/accounts/:accountId/categories/:categoryId' } as const;
    expect(pathOf(route, { accountId: 3, categoryId: 'rent' })).toBe('/listings/permission/accounts/3/categories/rent');
  });

  it('URL-encodes the values, so a slug cannot reach another route', () => {
    expect(pathOf({ path: '/accounts/users/slug/:slug' } as const, { slug: 'a/b?c=d é' })).toBe(
      '/accounts/users/slug/a%2Fb%3Fc%3Dd%20%C3%A9',
    );
  });

  it('refuses a route whose parameter was not given a value', () => {
    const route: SvcRoute = { method: 'GET', path: '/places/places/:id', caller: 'none' };
    expect(() => pathOf(route)).toThrow(':id');
  });
});
