import { aListing } from '#test/mothers/domain/ListingMother';
import { LONG_DESCRIPTION } from './ListingPageViewModel';
import { anAgency, anAgent, viewModel } from '#test/mothers/listings/listingPageFixture.testkit';

const photos = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: `p${i}`, url: `/media/p${i}.webp`, width: 1200, height: 800 }));

describe('ListingPageViewModel', () => {
  it('moves through the photos and wraps at both ends', () => {
    const page = viewModel(aListing({ images: photos(3) }));
    page.previousPhoto();
    expect(page.photoIndex).toBe(2);
    page.nextPhoto();
    expect(page.currentPhoto?.id).toBe('p0');
    page.showPhoto(4);
    expect(page.photoIndex).toBe(1);
  });

  it('keeps the index at 0 and shows no photo when there is none', () => {
    const page = viewModel(aListing({ images: [] }));
    page.nextPhoto();
    expect(page.photoIndex).toBe(0);
    expect(page.currentPhoto).toBeUndefined();
  });

  it('folds a long description and splits it into paragraphs', () => {
    const text = `${'A bright flat. '.repeat(Math.ceil(LONG_DESCRIPTION / 15))}\n\nSecond paragraph.`;
    const page = viewModel(aListing({ descriptionFull: text }));
    expect(page.descriptionIsLong).toBe(true);
    expect(page.descriptionParagraphs).toHaveLength(2);
    page.toggleDescription();
    expect(page.descriptionExpanded).toBe(true);
    expect(viewModel().descriptionIsLong).toBe(false);
  });

  it("shows the owner's translation in the visitor's language, and the original on request", () => {
    const listing = aListing({
      language: 'de',
      descriptionFull: 'Helle Wohnung.',
      descriptions: { fr: { title: 'Appartement lumineux', description: 'Appartement lumineux.' } },
    });
    const page = viewModel(listing, { culture: 'fr' });
    expect(page.description).toEqual({ text: 'Appartement lumineux.', language: 'fr', translated: true });
    page.toggleOriginalDescription();
    expect(page.description).toEqual({ text: 'Helle Wohnung.', language: 'de', translated: false });
  });

  it("shows the published price, with the visitor's currency beside it (document 002 §3 Original and Converted)", () => {
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
    const inEuros = viewModel(listing, { currency: 'EUR' });
    expect(inEuros.price).toMatchObject({ amount: 1_250_000, currencyId: 'CHF', valueType: 'Original' });
    expect(inEuros.convertedPrice).toMatchObject({ amount: 1_330_000, currencyId: 'EUR', valueType: 'Converted' });
    expect(viewModel(listing, { currency: 'CHF' }).convertedPrice).toBeUndefined();
  });

  it('names the agent and links their page from classic, the agency only from premium (document 002 §6)', () => {
    const classic = viewModel(aListing({ category: 'classic' }), { culture: 'fr' });
    expect(classic.contact?.fullName).toBe('Claire Martin');
    expect(classic.agentPath).toBe('/fr/agent/claire-martin');
    expect(classic.agency).toBeUndefined();
    const basic = viewModel(aListing({ category: 'basic' }));
    expect(basic.agentPath).toBeUndefined();
    const premium = viewModel(aListing({ category: 'premium' }), { culture: 'de' });
    expect(premium.agencyPath).toBe('/agentur/agence-du-lac/501');
  });

  it("links no archived agency: its page answers 410 'Agency is archived' (document 001 §2)", () => {
    const archived = viewModel(aListing({ category: 'premium' }), {}, { accounts: [anAgency({ isArchived: true })] });
    expect(archived.agency?.isArchived).toBe(true);
    expect(archived.agencyPath).toBeUndefined();
  });

  it('shows no contact when the publisher does not allow it', () => {
    const page = viewModel(aListing({ allowContactDisplay: false }));
    expect(page.contact).toBeUndefined();
    expect(page.display.agentBlock).toBe(false);
  });

  it('shows no contact whose user record is missing', () => {
    const page = viewModel(aListing(), {}, { contacts: [anAgent({ id: 999 })] });
    expect(page.contact).toBeUndefined();
  });

  it('links each breadcrumb to a search for the same transaction and type there', () => {
    const listing = aListing({
      location: {
        ...aListing().location,
        placePath: [
          { placeId: 'ch', name: 'Schweiz', type: 'country' },
          { placeId: 'ge', name: 'Genève', type: 'locality' },
        ],
      },
    });
    const crumbs = viewModel(listing, { culture: 'fr' }).breadcrumbs;
    expect(crumbs.map((crumb) => crumb.name)).toEqual(['Schweiz', 'Genève']);
    expect(crumbs[1].href).toMatch(/^\/fr\/search\?/);
    expect(crumbs[1].href).toContain('placeId=ge');
  });

  it("links each breadcrumb to its search page's final address when the places' slugs are known (no redirect)", () => {
    const listing = aListing({
      transactionType: 'Sell',
      type: 'House',
      location: {
        ...aListing().location,
        placePath: [
          { placeId: 'CH', name: 'Suisse', type: 'country' },
          { placeId: 'CH-geneve', name: 'Genève', type: 'administrative_area_level_1' },
        ],
      },
    });
    const slug = (text: string, language: string) => ({ slug: text, language, isObsolete: false });
    const crumbs = viewModel(
      listing,
      { culture: 'en' },
      {
        breadcrumbPlaces: [
          { placeId: 'CH', type: 'country', slugs: [slug('switzerland', 'en')] },
          { placeId: 'CH-geneve', type: 'administrative_area_level_1', slugs: [slug('geneva-region', 'en')] },
        ],
      },
    ).breadcrumbs;
    expect(crumbs.map((crumb) => crumb.href)).toEqual([
      '/en/switzerland/buy/houses',
      '/en/switzerland/geneva-region/buy/houses',
    ]);
  });

  it('orders the energy rating before the CO2 rating', () => {
    const page = viewModel(
      aListing({
        ratings: [
          { ratingType: 'Co2Eu', grade: 'B', value: 8 },
          { ratingType: 'EnergyEu', grade: 'C', value: 120 },
        ],
      }),
    );
    expect(page.ratings.map((rating) => rating.ratingType)).toEqual(['EnergyEu', 'Co2Eu']);
  });
});
