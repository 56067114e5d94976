import { enableStaticRendering } from 'mobx-react-lite';
import { renderToString } from 'react-dom/server';
import type { ContentModule, ContentPage } from '#domain/content/ContentPage';
import { catalogue } from '#test/mothers/listings/listingPageFixture.testkit';
import { ContainerContext } from '#presentation/shared/di/ContainerContext';
import { viewModelTestContainer } from '#test/harness/presentation/viewModelTestContainer';
import { I18nProvider } from '#presentation/shared/i18n';
import { financingViewModels } from '#presentation/financing/viewModels';
import { contentViewModels } from '../viewModels';
import { ContentModuleView } from './ContentModuleView';

enableStaticRendering(true);

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/[\u00a0\u202f\u2019]/g, ' ')
    .replace(/\s+/g, ' ');

const mortgageLead: ContentModule = {
  kind: 'mortgageLead',
  title: 'Können Sie sich ein Eigenheim leisten?',
  text: 'Rechnen Sie mit den Regeln der Schweizer Banken.',
  link: { title: 'Alles zur Hypothek', link: '/de/hypothek' },
};
const page = { id: 'ratgeber-hypothek', culture: 'de', title: 'Ratgeber Hypothek' } as ContentPage;

function render(module: ContentModule): string {
  return renderToString(
    <ContainerContext.Provider value={viewModelTestContainer([contentViewModels, financingViewModels])}>
      <I18nProvider culture="de" countryISO="CH" messages={catalogue('de')} onError={() => {}}>
        <ContentModuleView module={module} page={page} />
      </I18nProvider>
    </ContainerContext.Provider>,
  );
}

describe('ContentModuleView: the mortgage lead module (document 000 §2)', () => {
  it("renders the listing page's calculator for a typical price, with the module's title, text and link", () => {
    const html = render(mortgageLead);
    const shown = text(html);
    expect(html).toContain('data-testid="content-mortgage-lead"');
    expect(html).toContain('data-testid="mortgage-calculator"');
    expect(shown).toContain('Können Sie sich ein Eigenheim leisten?');
    expect(shown).toContain('Rechnen Sie mit den Regeln der Schweizer Banken.');
    // MODULE_DEFAULT_PRICE: CHF 1,000,000, in the Swiss culture's grouping.
    expect(shown).toMatch(/Für einen Kaufpreis von CHF 1'000'000/);
    for (const label of ['Eigenmittel', 'Bruttojahreseinkommen', 'Laufzeit', 'Kostenlose Offerte anfordern'])
      expect(shown).toContain(label);
    expect(html).toContain('data-testid="mortgage-own-funds"');
    expect(html).toContain('data-testid="mortgage-income"');
    expect(html).toContain('data-testid="mortgage-lead-open"');
    expect(html).toContain('href="/de/hypothek"');
    // No figures before hydration: the shared HTML never carries a visitor's numbers.
    expect(shown).toContain('Ihre Zahlen werden berechnet');
    expect(html).not.toContain('data-testid="mortgage-monthly-total"');
  });
});

describe('ContentModuleView: the slideshow module (document 000 §2)', () => {
  const slideshow: ContentModule = {
    kind: 'slideshow',
    title: 'Genf in Bildern',
    slides: [
      {
        media: { url: '/media/guide-lakeside.webp', alt: 'Der Hafen von Genf' },
        caption: 'Die Bucht und der Jet d’Eau.',
      },
      { media: { url: '/media/guide-old-town.webp', alt: 'Die Altstadt' } },
      { media: { url: '/media/guide-vineyards.webp', alt: 'Weinberge' } },
    ],
  };

  it('is a named carousel of labelled slides; the first shows, the others wait hidden', () => {
    const html = render(slideshow);
    expect(html).toMatch(/<section[^>]*aria-roledescription="Karussell"[^>]*aria-labelledby="([^"]+)"/);
    const titleId = /aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`id="${titleId}"`);
    expect(text(html)).toContain('Genf in Bildern');
    const slides = [
      ...html.matchAll(/<div role="group" aria-roledescription="Folie" aria-label="([^"]+)"[^>]*?( hidden="")?>/g),
    ];
    expect(slides.map((slide) => [slide[1], Boolean(slide[2])])).toEqual([
      ['Bild 1 von 3', false],
      ['Bild 2 von 3', true],
      ['Bild 3 von 3', true],
    ]);
    expect(html).toContain('alt="Der Hafen von Genf"');
    expect(html).toContain('<figcaption');
  });

  it('has previous / next buttons and a picker per slide, every one named, the current one marked', () => {
    const html = render(slideshow);
    expect(html).toMatch(/<button type="button"[^>]*aria-label="Vorheriges Bild"/);
    expect(html).toMatch(/<button type="button"[^>]*aria-label="Nächstes Bild"/);
    expect(html).toMatch(/<ul[^>]*aria-label="Bild auswählen"/);
    const pickers = [...html.matchAll(/<button type="button"[^>]*aria-label="(Bild \d von 3)"([^>]*)>/g)];
    expect(pickers.map((picker) => [picker[1], picker[2]?.includes('aria-current="true"')])).toEqual([
      ['Bild 1 von 3', true],
      ['Bild 2 von 3', false],
      ['Bild 3 von 3', false],
    ]);
  });

  it('offers no controls for a single picture', () => {
    const html = render({ kind: 'slideshow', slides: [{ media: { url: '/media/guide-lakeside.webp', alt: 'Genf' } }] });
    expect(html).not.toContain('<button');
    // Without a title the carousel takes the page's name.
    expect(html).toMatch(/aria-roledescription="Karussell"[^>]*aria-label="Ratgeber Hypothek"/);
  });
});
