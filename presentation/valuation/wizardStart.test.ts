import { wizardStartOf } from './wizardStart';

describe('wizardStartOf: a new property from the link (document 002 §4)', () => {
  it('keeps a known origin, a positive agent id and the place with its coordinates', () => {
    expect(
      wizardStartOf(
        { origin: 'AgentProfileWizard', agentId: '42', city: 'Zürich', countryISO: 'ch', lat: '47.37', lng: '8.54' },
        'https://www.homefinder.ch/agents/42',
      ),
    ).toEqual({
      origin: 'AgentProfileWizard',
      referer: 'https://www.homefinder.ch/agents/42',
      agentId: 42,
      location: { city: 'Zürich', countryISO: 'CH', placeId: undefined, latitude: 47.37, longitude: 8.54 },
    });
  });

  it("starts from the wizard's own origin, no agent and no place when the link brings nonsense", () => {
    expect(wizardStartOf({ origin: 'Elsewhere', agentId: '-3', referer: 'mail' }, 'https://x.test/')).toEqual({
      origin: 'PropertyValuationWizard',
      referer: 'mail',
      agentId: undefined,
      location: undefined,
    });
  });
});
