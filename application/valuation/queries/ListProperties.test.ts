import 'reflect-metadata';
import type { Estimate, ValuationCaller } from '../ports';
import { MemoryPropertyStore } from '#test/doubles/valuation/MemoryPropertyStore';
import { ListPropertiesHandler } from './ListProperties';

const NOW = new Date('2026-03-02T00:00:00Z');
const OWNER: ValuationCaller = { profileId: 1, ownProfileIds: [1], portalId: 'international' };
const RATES = { current: async () => ({ base: 'EUR' as const, asOf: '2026-03-01', rates: { EUR: 1, CHF: 0.5 } }) };

async function ownerWith(properties: number) {
  const store = new MemoryPropertyStore();
  const ids: number[] = [];
  for (let i = 0; i < properties; i += 1) {
    const property = await store.create(
      { profileId: 1, portalId: 'international', origin: 'PropertyValuationWizard', selectedAgents: [], fields: {} },
      NOW,
    );
    ids.push(property.id);
  }
  return { store, ids, list: new ListPropertiesHandler(store, RATES) };
}

describe('ListProperties (document 002 §7 GET /properties)', () => {
  it('asks a caller without a profile to identify', async () => {
    const { list } = await ownerWith(1);
    const result = await list.execute({ query: {}, caller: { ownProfileIds: [], portalId: 'international' } });
    expect(!result.ok && result.error.kind).toBe('UNAUTHORIZED');
  });

  it('leaves archived properties out (§4 "Archiving marks a property archived and removes it from the list")', async () => {
    const { store, ids, list } = await ownerWith(2);
    await store.archive(ids[0]!, NOW);
    const result = await list.execute({ query: {}, caller: OWNER });
    expect(result.ok && result.value.properties.map((p) => p.id)).toEqual([ids[1]]);
  });

  it('answers at most 100 a page, 20 unless asked', async () => {
    const { list } = await ownerWith(120);
    const plain = await list.execute({ query: {}, caller: OWNER });
    const greedy = await list.execute({ query: { count: 1000 }, caller: OWNER });
    expect(plain.ok && plain.value.properties).toHaveLength(20);
    expect(greedy.ok && [greedy.value.properties.length, greedy.value.total]).toEqual([100, 120]);
  });

  it('shows the latest valuation in the asked currency (currencyId)', async () => {
    const { store, ids, list } = await ownerWith(1);
    const estimate = { price: { min: 100, avg: 200, max: 300 }, currency: 'CHF', comparables: [], explanation: {} };
    await store.saveValuation(ids[0]!, estimate as unknown as Estimate, NOW);
    const result = await list.execute({ query: { currencyId: 'EUR' }, caller: OWNER });
    expect(result.ok && result.value.properties[0]!.latestValuation).toMatchObject({
      currency: 'EUR',
      price: { min: 200, avg: 400, max: 600 },
    });
  });
});
