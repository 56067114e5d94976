import type { ContentPage } from './ContentPage';
import {
  headingId,
  isEmptyPage,
  localiseContentLinks,
  modulesForPortal,
  normaliseContentPath,
  PAGE_IS_NOT_FOUND,
  pageForCulture,
  tableOfContents,
} from './contentRules';

const page = (overrides: Partial<ContentPage> = {}): ContentPage => ({
  id: 'about-us',
  path: '/about-us',
  culture: 'en',
  title: 'About us',
  seoTitle: 'About us',
  seoDescription: 'Who we are',
  seoKeywords: [],
  schemaType: 'AboutPage',
  modules: [],
  layout: 'default',
  indexable: true,
  followable: true,
  hrefLangCultures: ['en', 'fr'],
  additionalCssClasses: [],
  created: '2026-01-01T00:00:00.000Z',
  updated: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('content rules (document 000 §2, §8)', () => {
  it('treats a page whose hreflang cultures exclude the current culture as not found', () => {
    const result = pageForCulture(page(), 'de');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatchObject({ kind: 'NOT_FOUND', message: PAGE_IS_NOT_FOUND });
  });

  it('shows a page in a culture it lists, and everywhere when it lists none', () => {
    expect(pageForCulture(page(), 'fr').ok).toBe(true);
    expect(pageForCulture(page({ hrefLangCultures: [] }), 'de').ok).toBe(true);
  });

  it('calls a page without modules empty', () => {
    expect(isEmptyPage(page())).toBe(true);
    expect(isEmptyPage(page({ modules: [{ kind: 'breadcrumb', items: [] }] }))).toBe(false);
  });

  it('builds the table of contents from the HTML modules only, in order', () => {
    const toc = tableOfContents([
      { kind: 'html', html: '<h2 id="a">A</h2>', headings: [{ id: 'a', text: 'A', level: 2 }] },
      { kind: 'faq', items: [{ question: 'Q?', answer: 'A.' }] },
      { kind: 'html', html: '<h3 id="b">B</h3>', headings: [{ id: 'b', text: 'B', level: 3 }] },
    ]);
    expect(toc.map((h) => h.id)).toEqual(['a', 'b']);
  });

  it('normalises paths and heading ids', () => {
    expect(normaliseContentPath('/About-Us/?x=1')).toBe('/about-us');
    expect(normaliseContentPath('')).toBe('/');
    expect(headingId('Qué es la fianza?')).toBe('que-es-la-fianza');
    expect(headingId('Kündigung & Übergabe')).toBe('kundigung-ubergabe');
    expect(headingId('!!!')).toBe('section');
  });

  it("links the portal's own pages in the culture shown, and leaves other links alone", () => {
    const pt = (path: string) => (path === '/' ? '/pt' : `/pt${path}`);
    const localised = localiseContentLinks(
      page({
        modules: [
          { kind: 'hero', title: 'Hi', link: { title: 'Search', link: '/search' } },
          {
            kind: 'relatedArticles',
            title: 'Read next',
            articles: [
              { title: 'FAQ', link: '/faq' },
              { title: 'Already', link: '/pt/faq' },
              { title: 'Home', link: '/' },
              { title: 'Partner', link: 'https://partner.example.org/' },
              { title: 'Elsewhere', link: '//cdn.example.org/x' },
            ],
          },
          { kind: 'html', html: '<p><a href="/renting-guide">Rent</a> <a href="#top">Top</a></p>', headings: [] },
          {
            kind: 'faq',
            items: [{ question: 'Q', answer: '<a href="https://x.example/">x</a> <a href="/contact">c</a>' }],
          },
        ],
      }),
      pt,
    );
    expect(localised.modules).toEqual([
      { kind: 'hero', title: 'Hi', link: { title: 'Search', link: '/pt/search' } },
      {
        kind: 'relatedArticles',
        title: 'Read next',
        articles: [
          { title: 'FAQ', link: '/pt/faq' },
          { title: 'Already', link: '/pt/faq' },
          { title: 'Home', link: '/pt' },
          { title: 'Partner', link: 'https://partner.example.org/' },
          { title: 'Elsewhere', link: '//cdn.example.org/x' },
        ],
      },
      { kind: 'html', html: '<p><a href="/pt/renting-guide">Rent</a> <a href="#top">Top</a></p>', headings: [] },
      {
        kind: 'faq',
        items: [{ question: 'Q', answer: '<a href="https://x.example/">x</a> <a href="/pt/contact">c</a>' }],
      },
    ]);
    const en = page({ modules: [{ kind: 'hero', title: 'Hi', link: { title: 'Search', link: '/search' } }] });
    expect(localiseContentLinks(en, (path) => path)).toEqual(en);
  });

  it('shows the Swiss mortgage calculator module only on a portal of Swiss property (document 001 §9 "eligibility: CH")', () => {
    const guide = page({
      modules: [
        { kind: 'html', html: '<p>Budget</p>', headings: [] },
        {
          kind: 'mortgageLead',
          title: 'How much could you borrow?',
          text: '',
          link: { title: 'Search', link: '/search' },
        },
      ],
    });
    expect(modulesForPortal(guide, ['CH']).modules.map((m) => m.kind)).toEqual(['html', 'mortgageLead']);
    expect(modulesForPortal(guide, ['CH', 'FR', 'PT']).modules.map((m) => m.kind)).toEqual(['html', 'mortgageLead']);
    expect(modulesForPortal(guide, ['FR']).modules.map((m) => m.kind)).toEqual(['html']);
    expect(modulesForPortal(guide, ['PT']).modules.map((m) => m.kind)).toEqual(['html']);
  });
});
