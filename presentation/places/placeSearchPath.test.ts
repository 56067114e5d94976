import { placeSearchPath } from './placeSearchPath';

const portal = { cultures: ['en', 'fr', 'de'] as const, defaultCulture: 'en' as const };

describe('where choosing a place leads', () => {
  it('opens the search in the visitor’s culture, buying by default', () => {
    expect(placeSearchPath('CH-zurich-zurich', { pathname: '/fr', search: '' }, 'fr', portal as never)).toBe(
      '/fr/search?tt=Sell&placeId=CH-zurich-zurich',
    );
  });

  it('keeps the Buy / Rent choice made beside the box (the home page’s search, document 000 §2)', () => {
    const path = placeSearchPath('CH-zurich-zurich', { pathname: '/fr', search: '' }, 'fr', portal as never, 'Rent');
    expect(path).toMatch(/^\/fr\//);
    expect(path).toContain('tt=Rent');
  });
});
