import { formatterCache } from './formatterCache';
import { type DigestListing, renderDigest } from '#infrastructure/alerts/renderDigest';

const translate = formatterCache();
const listing = (change: DigestListing['change'], id = 1): DigestListing => ({
  id,
  change,
  title: 'Flat in Geneva',
  locality: 'Geneva',
  price: 900000,
  previousPrice: change === 'New' ? undefined : 1000000,
  perMonth: false,
});
const digest = (listings: DigestListing[], culture = 'en') =>
  renderDigest({
    culture,
    currency: 'CHF',
    portalName: 'Homefinder',
    origin: 'https://homefinder.test',
    searchTitle: 'Geneva',
    searchUrl: 'https://homefinder.test/search?searchId=1',
    manageUrl: 'https://homefinder.test/my-home',
    unsubscribeUrl: 'https://homefinder.test/unsubscribe',
    listings,
    translate: (key, values) => translate(culture, key, values),
  });

describe('the digest’s subject names its news (document 001 §3: "Price alert types: Drop and Increase")', () => {
  it('titles a price drop as a price drop, not as a new listing', () => {
    expect(digest([listing('Drop')]).subject).toBe('1 price drop for “Geneva”');
    expect(digest([listing('Drop')], 'fr').subject).toBe('1 baisse de prix pour « Geneva »');
  });

  it('titles new listings as new listings', () => {
    expect(digest([listing('New'), listing('New', 2)]).subject).toBe('2 new listings for “Geneva”');
  });

  it('titles price changes and a mix as what they are', () => {
    expect(digest([listing('Drop'), listing('Increase', 2)]).subject).toBe('2 price changes for “Geneva”');
    expect(digest([listing('New'), listing('Drop', 2)]).subject).toBe('2 new listings and price changes for “Geneva”');
  });
});
