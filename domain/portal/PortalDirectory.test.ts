import { PORTAL_DIRECTORY, portalsByCountryGroup, portalSwitchUrl } from './PortalDirectory';

const ch = PORTAL_DIRECTORY.find((entry) => entry.id === 'ch')!;
const international = PORTAL_DIRECTORY.find((entry) => entry.id === 'international')!;

describe('portal directory', () => {
  it('groups the country portals under the document’s headings, leaving out empty ones', () => {
    const groups = portalsByCountryGroup();
    expect(groups.map((g) => g.group)).toEqual(['Europe']);
    expect(groups[0].portals.map((p) => p.countryISO)).toEqual(['CH', 'FR', 'PT', 'ES', 'IT', 'DE']);
  });

  it('sends a visitor to the other portal with the same path and query', () => {
    const from = { origin: 'https://www.homefinder.fr', pathname: '/geneve/louer', search: '?p=2', hash: '' };
    expect(portalSwitchUrl(ch, from)).toBe('https://www.homefinder.ch/geneve/louer?p=2');
  });

  it('stays on the development machine when browsing on localhost', () => {
    const from = { origin: 'http://localhost:3000', pathname: '/search', search: '?tt=Rent' };
    expect(portalSwitchUrl(ch, from)).toBe('http://ch.localhost:3000/search?tt=Rent');
    expect(portalSwitchUrl(international, { ...from, origin: 'http://fr.localhost:3000' })).toBe(
      'http://localhost:3000/search?tt=Rent',
    );
  });
});

describe('portalSwitchUrl with an origin it cannot read', () => {
  it('uses the portal’s public origin', () => {
    expect(portalSwitchUrl(ch, { origin: '', pathname: '/', search: '' })).toBe('https://www.homefinder.ch/');
  });
});
