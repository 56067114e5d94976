import { aListing } from '#test/mothers/domain/ListingMother';
import { ListingPage } from './ListingPage';
import { renderWith, viewModel } from '#test/mothers/listings/listingPageFixture.testkit';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ');
const photos = Array.from({ length: 5 }, (_, i) => ({
  id: `p${i}`,
  url: `/media/p${i}.webp`,
  width: 1200,
  height: 800,
}));

describe('ListingPage (server render)', () => {
  it('shows title, price, facts, photos, map panel and the agent of a classic listing', () => {
    const html = renderWith(viewModel(aListing({ images: photos })), <ListingPage />);
    const shown = text(html);
    expect(shown).toContain('Bright 4.5-room apartment with lake view');
    expect(shown).toContain("CHF 1'250'000");
    expect(shown).toContain('4.5 rooms');
    expect(shown).toContain('120 m²');
    expect(shown).toContain('5 photos');
    expect(html).toContain('data-testid="listing-map"');
    expect(html).toContain('data-testid="agent-block"');
    expect(shown).toContain('Claire Martin');
    expect(html).toContain('href="/en/agent/claire-martin"');
    expect(html).not.toContain('data-testid="agency-block"');
  });

  it('loads the first photo eagerly and the others lazily, all with their size', () => {
    const html = renderWith(viewModel(aListing({ images: photos })), <ListingPage />);
    const images = html.match(/<img [^>]*>/g) ?? [];
    expect(images.filter((img) => img.includes('loading="eager"'))).toHaveLength(1);
    expect(images.every((img) => /width="\d+"/.test(img) && /height="\d+"/.test(img))).toBe(true);
  });

  it('shows a converted price with its note', () => {
    const listing = aListing({
      price: {
        show: true,
        interval: 'Once',
        values: [
          { type: 'Original', value: 1_250_000, currencyId: 'CHF' },
          { type: 'Converted', value: 1_330_000, currencyId: 'EUR' },
        ],
      },
    });
    const shown = text(renderWith(viewModel(listing, { currency: 'EUR' }), <ListingPage />));
    expect(shown).toContain('≈ €1,330,000');
    expect(shown).toContain('Converted from CHF');
  });

  it('shows a price drop with the previous amount', () => {
    const listing = aListing({
      price: {
        show: true,
        interval: 'Once',
        values: [{ type: 'Original', value: 950_000, currencyId: 'CHF' }],
        lastChange: { type: 'Drop', previousValue: 1_000_000, date: '2025-01-01' },
      },
    });
    const shown = text(renderWith(viewModel(listing), <ListingPage />));
    expect(shown).toContain('Price down 5%');
    expect(shown).toContain("previously CHF 1'000'000");
  });

  it('translates the labels in French', () => {
    const shown = text(renderWith(viewModel(aListing(), { culture: 'fr' }), <ListingPage />));
    expect(shown).toContain('À vendre');
    expect(shown).toContain('4,5 pièces');
    expect(shown).toContain('Description');
  });

  it('shows an archived listing with its banner and without contact actions (document 002 §6)', () => {
    const html = renderWith(
      viewModel(aListing({ isArchived: true }), {}, { contacts: [], accounts: [] }),
      <ListingPage />,
    );
    expect(html).toContain('data-testid="archived-banner"');
    expect(html).not.toContain('mailto:');
    expect(html).not.toContain('data-testid="mobile-action-bar"');
  });

  it('offers a visit only for a sale listing', () => {
    const sale = renderWith(viewModel(aListing({ category: 'global' })), <ListingPage />);
    expect(text(sale)).toContain('Book a visit');
    const rent = renderWith(
      viewModel(
        aListing({
          category: 'global',
          transactionType: 'Rent',
          price: { show: true, interval: 'Month', values: [{ type: 'Original', value: 2500, currencyId: 'CHF' }] },
        }),
      ),
      <ListingPage />,
    );
    expect(text(rent)).not.toContain('Book a visit');
    expect(text(rent)).toContain("CHF 2'500 per month");
  });

  it('shows the agent bio and the vendor agency from global upward', () => {
    const html = renderWith(viewModel(aListing({ category: 'global' })), <ListingPage />);
    expect(text(html)).toContain('Twenty years selling homes');
    expect(html).toContain('data-testid="agency-block"');
    expect(html).toContain('href="/en/agency/agence-du-lac/501"');
  });

  it('draws the energy scale with the listing class marked', () => {
    const html = renderWith(
      viewModel(aListing({ ratings: [{ ratingType: 'EnergyEu', grade: 'C', value: 120 }] })),
      <ListingPage />,
    );
    expect(html).toContain('data-testid="energy-EnergyEu"');
    expect(text(html)).toContain('Class C');
    expect(html.match(/aria-current="true"/g)?.length).toBeGreaterThanOrEqual(1);
  });
});
