import {
  dismissesPortalSuggestion,
  portalSuggestionUrl,
  suggestPortal,
  type PortalSuggestionInput,
} from './PortalSuggestion';

const onInternational: PortalSuggestionInput = {
  currentPortalId: 'international',
  visitorCountry: 'CH',
  currentCulture: 'en',
  dismissed: false,
  isCrawler: false,
};

describe('portal suggestion', () => {
  it("suggests the portal of the visitor's country, in the current language when that portal offers it", () => {
    expect(suggestPortal(onInternational)).toEqual({
      portalId: 'ch',
      portalName: 'Homefinder Switzerland',
      country: 'CH',
      language: 'en',
      culture: 'en-CH',
    });
    expect(
      suggestPortal({ ...onInternational, currentPortalId: 'fr', visitorCountry: 'PT', currentCulture: 'fr' }),
    ).toMatchObject({ portalId: 'pt', language: 'pt', culture: 'pt-PT' });
  });

  it("suggests nothing on the visitor's own portal, for a country without a portal, once dismissed, or to a crawler", () => {
    expect(suggestPortal({ ...onInternational, currentPortalId: 'ch' })).toBeNull();
    expect(suggestPortal({ ...onInternational, visitorCountry: 'US' })).toBeNull();
    expect(suggestPortal({ ...onInternational, visitorCountry: null })).toBeNull();
    expect(suggestPortal({ ...onInternational, dismissed: true })).toBeNull();
    expect(suggestPortal({ ...onInternational, isCrawler: true })).toBeNull();
  });

  it("links to that portal's host keeping path and query, in the promised language", () => {
    const suggestion = suggestPortal(onInternational)!;
    const from = { origin: 'https://www.homefinder.com', pathname: '/geneva/rent', search: '?p=2', hash: '#map' };
    expect(portalSuggestionUrl(suggestion, from)).toBe('https://www.homefinder.ch/geneva/rent?p=2&c=en#map');
    expect(portalSuggestionUrl(suggestion, { origin: 'http://localhost:3000', pathname: '/', search: '' })).toBe(
      'http://ch.localhost:3000/?c=en',
    );
  });

  it('reads the dismissPortalSuggestion start-up parameter', () => {
    expect(dismissesPortalSuggestion('?dismissPortalSuggestion=true&p=2')).toBe(true);
    expect(dismissesPortalSuggestion('dismissPortalSuggestion=false')).toBe(false);
    expect(dismissesPortalSuggestion('')).toBe(false);
  });
});
