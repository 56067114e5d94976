import {
  TRACKED_ACTIONS,
  anonymiseIp,
  isTrackedPage,
  monthStart,
  pageAction,
  retentionCutoff,
  weekStart,
} from './TrackingEvent';

describe('tracking rules', () => {
  it('knows the tracked page names of document 000 §2', () => {
    for (const page of ['myHome', 'agentPage', 'agencySearchPage', 'listingPage', 'favoritesPage', 'searchPage']) {
      expect(isTrackedPage(page)).toBe(true);
    }
    expect(isTrackedPage('projectPage') && isTrackedPage('valuationPage')).toBe(true);
    expect(isTrackedPage('placeAgentsPage') && isTrackedPage('placeStatsPage')).toBe(true);
    expect(isTrackedPage('homePage')).toBe(false);
  });

  it('sends the archived-agent variant when the agent is archived', () => {
    expect(pageAction('agentPage', false)).toBe('agentPage');
    expect(pageAction('agentPage', true)).toBe('agentPageArchivedAgent');
    expect(TRACKED_ACTIONS).toContain('listingPageArchivedAgent');
    expect(TRACKED_ACTIONS).toContain('contentPage');
  });

  it('keeps no full address', () => {
    expect(anonymiseIp('203.0.113.57')).toBe('203.0.113.0');
    expect(anonymiseIp('::ffff:198.51.100.7')).toBe('198.51.100.0');
    expect(anonymiseIp('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::');
    expect(anonymiseIp('not an address')).toBeUndefined();
    expect(anonymiseIp(undefined)).toBeUndefined();
  });

  it('counts a week back from now and cuts months for the retention', () => {
    const now = new Date('2026-11-24T05:00:00Z');
    expect(weekStart(now).toISOString()).toBe('2026-11-17T05:00:00.000Z');
    expect(monthStart(now).toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(retentionCutoff(now, 13).toISOString()).toBe('2025-10-01T00:00:00.000Z');
  });
});
