import { checkPlaceForAgents, matchPlaceAgentsPath, placeAgentsPath, placeAgentsSkip } from './placeAgents';

describe('agents by place (document 001 §2 "/agents or /{countrySlug?}/{placeSlug}/{agentSegment}", §9 "place agents 10 with max skip 10000")', () => {
  it.each([
    ['/agents', {}],
    ['/immobilienmakler', {}],
    ['/zurich/agents', { placeSlug: 'zurich' }],
    ['/switzerland/zurich/agents', { countrySlug: 'switzerland', placeSlug: 'zurich' }],
  ])('reads %s', (path, expected) => {
    expect(matchPlaceAgentsPath(path)).toEqual(expected);
  });

  it.each(['/agent/marco-koch-63', '/a/b/c/agents', '/zurich/buy', '/Zurich/agents'])('leaves %s alone', (path) => {
    expect(matchPlaceAgentsPath(path)).toBeUndefined();
  });

  it('writes the path with the language’s word', () => {
    expect(placeAgentsPath('de', { countrySlug: 'schweiz', placeSlug: 'zurich' })).toBe(
      '/schweiz/zurich/immobilienmakler',
    );
    expect(placeAgentsPath('en', {})).toBe('/agents');
  });

  it('pages by 10 up to a skip below 10000', () => {
    expect(placeAgentsSkip(1)).toBe(0);
    expect(placeAgentsSkip(2)).toBe(10);
    expect(placeAgentsSkip(1000)).toBe(9990);
    expect(placeAgentsSkip(1001)).toBeUndefined();
    expect(placeAgentsSkip(0)).toBeUndefined();
  });

  it("refuses a place without a viewport or countryISO: 'Place doesn't have a viewport or countryISO'", () => {
    const viewport = { northeast: { lat: 1, lng: 1 }, southwest: { lat: 0, lng: 0 } };
    expect(checkPlaceForAgents({ countryISO: 'CH', viewport })).toBeUndefined();
    expect(checkPlaceForAgents({ countryISO: '', viewport })?.message).toBe(
      "Place doesn't have a viewport or countryISO",
    );
    expect(checkPlaceForAgents({ countryISO: 'CH', viewport: undefined as unknown as typeof viewport })?.message).toBe(
      "Place doesn't have a viewport or countryISO",
    );
  });
});
