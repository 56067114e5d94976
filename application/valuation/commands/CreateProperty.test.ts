import 'reflect-metadata';
import { SELL_WITH_AGENT_OFFERING } from '#domain/valuation/Property';
import type { ValuationCaller } from '../ports';
import { MemoryPropertyStore } from '#test/doubles/valuation/MemoryPropertyStore';
import { CreatePropertyHandler } from './CreateProperty';

const NOW = { now: () => new Date('2026-03-02T00:00:00Z') };
const SETTINGS = { creatableCountries: () => ['CH', 'FR', 'PT'] };
const OWNER: ValuationCaller = { profileId: 1, ownProfileIds: [1], portalId: 'international' };
const ADDRESS = { street: 'Seefeldstrasse', houseNumber: '12', postCode: '8008', city: 'Zürich', countryISO: 'CH' };

describe('Creating a property (document 002 §4 "Agent-profile origin")', () => {
  it('pre-selects the agent and attaches the sell-with-an-agent offering after creating from the agent-profile wizard', async () => {
    const store = new MemoryPropertyStore();
    const created = await new CreatePropertyHandler(store, SETTINGS, NOW).execute({
      draft: {
        portalId: 'international',
        origin: 'AgentProfileWizard',
        selectedAgents: [{ userId: 42 }],
        location: ADDRESS,
      },
      caller: OWNER,
    });
    expect(created.ok && [created.value.selectedAgents, created.value.productOfferings]).toEqual([
      [{ userId: 42 }],
      [{ productOfferingId: SELL_WITH_AGENT_OFFERING }],
    ]);
    // Stored, not only answered: the property read back holds the offering.
    const id = created.ok ? created.value.id : 0;
    expect((await store.find(id, [1]))?.productOfferings).toEqual([{ productOfferingId: SELL_WITH_AGENT_OFFERING }]);
  });

  it.each(['PropertyValuationWizard', 'PowerBuyerWizard'] as const)(
    'attaches no offering from the %s',
    async (origin) => {
      const created = await new CreatePropertyHandler(new MemoryPropertyStore(), SETTINGS, NOW).execute({
        draft: { portalId: 'international', origin, location: ADDRESS },
        caller: OWNER,
      });
      expect(created.ok && created.value.productOfferings).toEqual([]);
    },
  );
});
