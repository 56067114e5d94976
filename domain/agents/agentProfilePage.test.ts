import { agentProfilePages, agentProfilePagePath, agentProfileRedirect, pageNumberOf } from './agentProfilePage';

const portal = { defaultCulture: 'de' as const };

describe('the agent profile page (document 001 §2 "Redirects", §9 "agent profile 6")', () => {
  it('reads ?p= as a positive integer, the first page when absent', () => {
    expect(pageNumberOf(undefined, 6)).toEqual({ ok: true, value: 1 });
    expect(pageNumberOf('12', 6)).toEqual({ ok: true, value: 12 });
    for (const bad of ['0', '-1', '1.5', 'x', '1234567'])
      expect(pageNumberOf(bad, 6)).toMatchObject({
        ok: false,
        error: { kind: 'NOT_FOUND', message: 'Page must be a positive integer' },
      });
  });

  it('counts 6 listings a page, no further than the maximum skip, at least one page', () => {
    expect(agentProfilePages(0, 1000)).toBe(1);
    expect(agentProfilePages(13, 1000)).toBe(3);
    expect(agentProfilePages(5000, 60)).toBe(10);
  });

  it('writes the canonical path in the language, with ?p= past the first page', () => {
    expect(agentProfilePagePath('de', 'marco-koch', portal)).toBe('/makler/marco-koch');
    expect(agentProfilePagePath('en', 'marco-koch', portal, 2)).toBe('/en/agent/marco-koch?p=2');
  });

  const at = { page: 2, pages: 3, slug: 'marco-koch', culture: 'en' as const, portal };

  it('serves the canonical form', () => {
    expect(agentProfileRedirect({ form: 'segment', segment: 'agent', slug: 'marco-koch' }, at)).toBeUndefined();
  });

  it.each([
    ['the id form', { form: 'id' as const, userId: '63' }],
    ['the short form', { form: 'short' as const, segment: 'a', slug: 'marco-koch' }],
    ["another language's word", { form: 'segment' as const, segment: 'makler', slug: 'marco-koch' }],
    ['an old slug', { form: 'segment' as const, segment: 'agent', slug: 'marco-koch-63' }],
  ])('sends %s to the canonical URL on the same page, permanently', (_form, route) => {
    expect(agentProfileRedirect(route, at)).toEqual({ kind: 'redirect', to: '/en/agent/marco-koch?p=2', status: 301 });
  });

  it('sends a page past the last to the first, or another form to the last', () => {
    const canonical = { form: 'segment' as const, segment: 'agent', slug: 'marco-koch' };
    expect(agentProfileRedirect(canonical, { ...at, page: 4 })?.to).toBe('/en/agent/marco-koch');
    expect(agentProfileRedirect({ form: 'id', userId: '63' }, { ...at, page: 4 })?.to).toBe('/en/agent/marco-koch?p=3');
  });
});
