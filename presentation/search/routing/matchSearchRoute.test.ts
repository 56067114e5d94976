import { matchSearchRoute } from './matchSearchRoute';

describe('matchSearchRoute (document 000 §2 search routes)', () => {
  it.each([
    '/search',
    '/recherche',
    '/geneve/acheter',
    '/suisse/geneve/acheter/appartements/3p-pieces',
    '/zurich/buy/houses/with-garden-and-garage',
    '/acheter/appartements/suisse/geneve',
    '/geneve/acheter/nonsense',
  ])('claims %s for the search page', (path) => expect(matchSearchRoute(path)).toEqual({ kind: 'search' }));

  it.each(['/', '/annonce/123', '/geneve/agents', '/suisse/geneve/prix-immobilier', '/listing/source/5'])(
    'leaves %s to other pages',
    (path) => {
      expect(matchSearchRoute(path)).toBeUndefined();
    },
  );

  it('claims the agency search page with or without the agency name, the id checked later', () => {
    expect(matchSearchRoute('/agency/agence-dupont/42')).toEqual({
      kind: 'agency',
      agencyName: 'agence-dupont',
      accountId: '42',
    });
    expect(matchSearchRoute('/agence/42')).toEqual({ kind: 'agency', accountId: '42' });
    expect(matchSearchRoute('/agentur/x/abc')).toEqual({ kind: 'agency', agencyName: 'x', accountId: 'abc' });
  });
});
