import { agentProfilePath, matchAgentProfilePath } from './agentProfileRoute';

describe('the agent profile URL forms (document 001 §2: /{agentSegment}/{agentSlug}, /agent/{agencyName?}/{agentName?}/{agentUserId}, /a/{agentSlug})', () => {
  it.each([
    ['/agent/marco-koch-63', { slug: 'marco-koch-63', form: 'segment', segment: 'agent' }],
    ['/makler/marco-koch-63', { slug: 'marco-koch-63', form: 'segment', segment: 'makler' }],
    ['/a/marco-koch-63', { slug: 'marco-koch-63', form: 'short', segment: 'a' }],
    ['/agent/63', { userId: '63', form: 'id' }],
    ['/agent/immobilien-adliswil/marco-koch/63', { userId: '63', form: 'id' }],
    ['/agent/immobilien-adliswil/63', { userId: '63', form: 'id' }],
  ])('reads %s', (path, expected) => {
    expect(matchAgentProfilePath(path)).toEqual(expected);
  });

  it.each(['/agent', '/agents/zurich', '/agent/a/b/c/63', '/listing/12', '/a/Marco Koch', '/agent//63', '/agent/x/y'])(
    'leaves %s to other pages',
    (path) => {
      expect(matchAgentProfilePath(path)).toBeUndefined();
    },
  );

  it('writes the canonical form with the language’s agent word', () => {
    expect(agentProfilePath('de', 'marco-koch-63')).toBe('/makler/marco-koch-63');
    expect(agentProfilePath('en', 'marco-koch-63')).toBe('/agent/marco-koch-63');
  });
});
