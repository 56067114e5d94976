import 'reflect-metadata';
import { ok } from '#domain/shared/Result';
import type { Property } from '#domain/valuation/Property';
import type { Estimate } from '../ports';
import { MemoryPropertyStore } from '#test/doubles/valuation/MemoryPropertyStore';
import { CompletePostponedValuationsHandler } from './CompletePostponedValuations';

const NOW = new Date('2026-03-02T00:00:00Z');
const ESTIMATE = {
  price: { min: 1, avg: 2, max: 3 },
  currency: 'CHF',
  comparables: [],
  explanation: {},
} as unknown as Estimate;

describe('CompletePostponedValuations (document 002 §8 "valuation postponed")', () => {
  it('values the live postponed properties once the model is ready and tells each owner; an archived one is left', async () => {
    const store = new MemoryPropertyStore();
    const postponed = async (profileId: number) => {
      const property = await store.create(
        { profileId, portalId: 'international', origin: 'PropertyValuationWizard', selectedAgents: [], fields: {} },
        NOW,
      );
      await store.markPostponed(property.id, NOW);
      return property;
    };
    const anna = await postponed(1);
    const archived = await postponed(2);
    await store.archive(archived.id, NOW);
    const told: { profileId: number; property: Property }[] = [];
    const handler = new CompletePostponedValuationsHandler(
      store,
      { estimate: async () => ok(ESTIMATE), whenReady: async () => undefined },
      { valuationReady: async (mail) => void told.push(mail) },
      { now: () => NOW },
    );
    expect(await handler.execute()).toBe(1);
    expect(told.map((mail) => [mail.profileId, mail.property.id, mail.property.isValuationPostponed])).toEqual([
      [1, anna.id, false],
    ]);
  });
});
