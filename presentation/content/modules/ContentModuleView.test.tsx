import { enableStaticRendering } from 'mobx-react-lite';
import { renderToString } from 'react-dom/server';
import type { ContentModule, ContentPage } from '#domain/content/ContentPage';
import { catalogue } from '#presentation/listings/testing/listingPageFixture.testkit';
import { I18nProvider } from '#presentation/shared/i18n';
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
const page = { id: 'ratgeber-hypothek', culture: 'de' } as ContentPage;

function render(module: ContentModule): string {
  return renderToString(
    <I18nProvider culture="de" countryISO="CH" messages={catalogue('de')} onError={() => {}}>
      <ContentModuleView module={module} page={page} />
    </I18nProvider>,
  );
}

describe('ContentModuleView: the mortgage lead module (document 000 §2, issue 14)', () => {
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
