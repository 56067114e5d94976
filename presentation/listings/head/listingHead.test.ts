import { aListing } from '#test/mothers/domain/ListingMother';
import { metaDescription } from './listingHeadText';
import { listingStructuredData } from './listingStructuredData';

describe('listing head texts', () => {
  it('cuts the meta description at 160 characters, summary first (document 000 §5)', () => {
    const text = metaDescription(['Apartment for sale in Genève', '4.5 rooms', "CHF 1'250'000"], 'word '.repeat(60));
    expect(text.startsWith("Apartment for sale in Genève · 4.5 rooms · CHF 1'250'000. word")).toBe(true);
    expect(Array.from(text).length).toBeLessThanOrEqual(160);
  });
});

describe('listing structured data', () => {
  const input = {
    headline: 'Bright flat',
    description: 'A bright flat.',
    url: 'https://h.example/listing/1001',
    origin: 'https://h.example',
  };

  it('offers the published price and describes the property', () => {
    const data = listingStructuredData({
      listing: aListing({ images: [{ id: '1', url: '/media/a.webp', width: 1200, height: 800 }] }),
      ...input,
    });
    expect(data['@type']).toBe('RealEstateListing');
    expect(data.offers).toMatchObject({ '@type': 'Offer', price: 1_250_000, priceCurrency: 'CHF' });
    expect(data.image).toEqual(['https://h.example/media/a.webp']);
    expect(data.about).toMatchObject({
      '@type': 'Apartment',
      numberOfRooms: 4.5,
      floorSize: { value: 120, unitCode: 'MTK' },
    });
  });

  it('leaves the street and coordinates out when the publisher hides the address', () => {
    const listing = aListing({ location: { ...aListing().location, showAddress: false } });
    const about = listingStructuredData({ listing, ...input }).about as Record<string, unknown>;
    expect(about.geo).toBeUndefined();
    expect(about.address).not.toHaveProperty('streetAddress');
  });

  it('has no offer for a price on request', () => {
    const listing = aListing({ price: { ...aListing().price, show: false } });
    expect(listingStructuredData({ listing, ...input }).offers).toBeUndefined();
  });
});
