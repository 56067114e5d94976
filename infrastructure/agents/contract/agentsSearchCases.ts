import type { AgentsSearch } from '#application/agents/ports';
import { ALLOWED_CHILD_TYPES } from '#domain/places/children/placeChildren';

/**
 * THE contract of AgentsSearch (document 001 §7 "Agents search": GET /agentssearch/bylocation
 * (placeId, count, skip; results, total); GET /agentssearch/bylocation/facets (placeId, count;
 * facets)), run against the embedded SQL search and the http client of /svc/agents.
 */
export function describeAgentsSearchContract(adapter: string, fixture: () => { agents: AgentsSearch }): void {
  describe(`AgentsSearch contract: ${adapter}`, () => {
    const agents = () => fixture().agents;
    const countries = ['CH'];

    it("pages a place's agents, most listings first, pages not overlapping, with the total", async () => {
      const first = await agents().byLocation({ placeId: 'CH-zurich', countries, count: 3, skip: 0 });
      const second = await agents().byLocation({ placeId: 'CH-zurich', countries, count: 3, skip: 3 });
      expect(first.results).toHaveLength(3);
      expect(first.total).toBeGreaterThan(6);
      expect(second.total).toBe(first.total);
      const all = [...first.results, ...second.results];
      expect(new Set(all.map((a) => a.userId)).size).toBe(6);
      expect(all.map((a) => a.listings)).toEqual([...all.map((a) => a.listings)].sort((a, b) => b - a));
    });

    it("counts a place's agents child place by child place, most agents first, at most count", async () => {
      const { facets } = await agents().facetsByLocation({
        placeId: 'CH',
        childTypes: ALLOWED_CHILD_TYPES.country,
        count: 5,
      });
      expect(facets.length).toBeGreaterThan(1);
      expect(facets.length).toBeLessThanOrEqual(5);
      expect(facets.every((facet) => facet.placeId.startsWith('CH-'))).toBe(true);
      expect(facets.map((f) => f.count)).toEqual([...facets.map((f) => f.count)].sort((a, b) => b - a));
      // A facet's count is the total of that child's own agents search.
      const top = facets[0]!;
      expect((await agents().byLocation({ placeId: top.placeId, countries, count: 1, skip: 0 })).total).toBe(top.count);
    });
  });
}
