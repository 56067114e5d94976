import { actTrackingAction, carriesSubjectId, payloadProblem, payloadRule } from './TrackedActs';
import { TRACKED_ACTIONS } from './TrackingEvent';

const viewer = { portalId: 'international', profileId: 42 };
const base = { source: 'web', portalId: 'international' };

describe('the acts tracked (document 001 §4 "track submit ... track success", document 002 "Tracking events")', () => {
  it('are actions the service takes, beside the pages shown', () => {
    for (const action of ['createFavorite', 'deleteFavorite', 'leadSubmit', 'leadSuccess', 'showPhone', 'saveSearch'])
      expect(TRACKED_ACTIONS).toContain(action);
  });

  it('post a favourite with its listing id and the search it was made from', () => {
    expect(actTrackingAction({ action: 'createFavorite', listingId: 17, searchId: '9' }, viewer)).toEqual({
      ...base,
      profileId: '42',
      action: 'createFavorite',
      listingId: 17,
      searchId: '9',
    });
  });

  it("post a number shown or a lead on an agent's page with the agent's id in value (the body has no agent field)", () => {
    expect(actTrackingAction({ action: 'showPhone', agentId: 5 }, { portalId: 'international' })).toEqual({
      ...base,
      action: 'showPhone',
      value: '5',
    });
    // On a listing's page the lead is about the listing.
    expect(actTrackingAction({ action: 'leadSuccess', listingId: 3, agentId: 5 }, viewer)).toMatchObject({
      listingId: 3,
    });
    expect(actTrackingAction({ action: 'leadSuccess', listingId: 3, agentId: 5 }, viewer).value).toBeUndefined();
  });

  it('post a saved search with its search id', () => {
    expect(actTrackingAction({ action: 'saveSearch', searchId: '12' }, viewer)).toMatchObject({ searchId: '12' });
  });
});

describe('payload rules: each action names what it is about', () => {
  it.each([
    ['createFavorite', 'listingId'],
    ['deleteFavorite', 'listingId'],
    ['leadSubmit', 'listingId'],
    ['leadSuccess', 'listingId'],
    ['showPhone', 'listingId'],
    ['saveSearch', 'searchId'],
    ['listingPage', 'listingId'],
    ['projectPage', 'listingId'],
    ['agentPage', 'value'],
    ['agentPageArchivedAgent', 'value'],
    ['agencySearchPage', 'value'],
  ])('%s without its id is refused, naming %s', (action, field) => {
    expect(payloadProblem({ action })?.field).toBe(field);
  });

  it('takes each with its id', () => {
    expect(payloadProblem({ action: 'createFavorite', listingId: 1 })).toBeUndefined();
    expect(payloadProblem({ action: 'showPhone', value: '8' })).toBeUndefined();
    expect(payloadProblem({ action: 'leadSuccess', value: '8' })).toBeUndefined();
    expect(payloadProblem({ action: 'saveSearch', searchId: '3' })).toBeUndefined();
    expect(payloadProblem({ action: 'agentPage', value: '8' })).toBeUndefined();
    expect(payloadProblem({ action: 'placeStatsPage', value: 'ChIJ-Zurich_1' })).toBeUndefined();
  });

  it('checks the form of the id value carries: an agent or agency number, a place id', () => {
    expect(payloadProblem({ action: 'agentPage', value: 'x' })).toEqual({
      field: 'value',
      message: "value of agentPage must be the agent's id",
    });
    expect(payloadProblem({ action: 'showPhone', value: '0' })?.field).toBe('value');
    expect(payloadProblem({ action: 'agencySearchPage', value: '-3' })?.field).toBe('value');
    expect(payloadProblem({ action: 'placeAgentsPage', value: 'a place' })?.field).toBe('value');
  });

  it('leaves the place pages of the whole portal (/agents, /house-price) and pages about nothing alone', () => {
    expect(payloadProblem({ action: 'placeAgentsPage' })).toBeUndefined();
    expect(payloadProblem({ action: 'searchPage' })).toBeUndefined();
    expect(payloadProblem({ action: 'contentPage' })).toBeUndefined();
    expect(payloadProblem({ action: 'listingPage', listingId: 2, value: 'free text' })).toBeUndefined();
  });

  it('has a rule for every tracked action and none for others', () => {
    for (const action of TRACKED_ACTIONS) expect(payloadRule(action)).toBeDefined();
    expect(payloadRule('dropTables')).toBeUndefined();
  });

  it("agent, place and agency pages carry their subject's id in value", () => {
    expect(['agentPage', 'placeAgentsPage', 'placeStatsPage', 'agencySearchPage'].every(carriesSubjectId)).toBe(true);
    expect(carriesSubjectId('agentPageArchivedAgent')).toBe(true);
    expect(carriesSubjectId('listingPage') || carriesSubjectId('searchPage')).toBe(false);
  });
});
