import { robotsContent, robotsDecision, type RobotsInput } from './Robots';

const content = (input: RobotsInput) => robotsContent(robotsDecision(input));

describe('robots meta (document 000 §6)', () => {
  it('indexes and follows a page that says nothing on an indexable portal', () => {
    expect(content({ portalIndexable: true, culture: 'fr' })).toBe('index, follow');
  });

  it('says noindex everywhere on a portal that disallows indexing', () => {
    expect(content({ portalIndexable: false, culture: 'fr', page: { indexable: true } })).toBe('noindex, follow');
  });

  it('says noindex for a flagged page and for the error pages', () => {
    expect(content({ portalIndexable: true, culture: 'fr', page: { noindex: true } })).toBe('noindex, follow');
    expect(content({ portalIndexable: true, culture: 'fr', errorPage: true })).toBe('noindex, follow');
  });

  it('follows the page’s own indexable and followable switches', () => {
    expect(content({ portalIndexable: true, culture: 'fr', page: { indexable: false, followable: false } })).toBe(
      'noindex, nofollow',
    );
    expect(content({ portalIndexable: true, culture: 'fr', page: { indexable: true, followable: false } })).toBe(
      'index, nofollow',
    );
  });

  it('indexes a page whose hreflang list includes the current culture, and not otherwise', () => {
    expect(content({ portalIndexable: true, culture: 'fr', page: { hrefLangCultures: ['de', 'fr'] } })).toBe(
      'index, follow',
    );
    expect(content({ portalIndexable: true, culture: 'it', page: { hrefLangCultures: ['de', 'fr'] } })).toBe(
      'noindex, follow',
    );
  });

  it('lets an empty hreflang list mean "no restriction"', () => {
    expect(content({ portalIndexable: true, culture: 'it', page: { hrefLangCultures: [] } })).toBe('index, follow');
  });
});
