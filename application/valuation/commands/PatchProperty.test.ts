import 'reflect-metadata';
import type { ValuationCaller } from '../ports';
import { MemoryPropertyStore } from '#test/doubles/valuation/MemoryPropertyStore';
import { AddProductOfferingHandler } from './AddProductOffering';
import { CreatePropertyHandler } from './CreateProperty';
import { PatchPropertyHandler } from './PatchProperty';

const NOW = { now: () => new Date('2026-03-02T00:00:00Z') };
const SETTINGS = { creatableCountries: (portalId: string) => (portalId === 'international' ? ['CH', 'FR', 'PT'] : []) };
const OWNER: ValuationCaller = { profileId: 1, ownProfileIds: [1], portalId: 'international' };
const ADDRESS = { street: 'Seefeldstrasse', houseNumber: '12', postCode: '8008', city: 'Zürich', countryISO: 'CH' };

function useCases() {
  const store = new MemoryPropertyStore();
  return {
    store,
    create: new CreatePropertyHandler(store, SETTINGS, NOW),
    patch: new PatchPropertyHandler(store, SETTINGS, NOW),
    offer: new AddProductOfferingHandler(store, NOW),
  };
}

const draft = { portalId: 'international', origin: 'PropertyValuationWizard' as const, location: ADDRESS };

describe('The saves of the wizard (document 002 §4, §5)', () => {
  it('asks a caller without a profile to identify before creating', async () => {
    const result = await useCases().create.execute({ draft, caller: { ownProfileIds: [], portalId: 'international' } });
    expect(!result.ok && result.error.kind).toBe('UNAUTHORIZED');
  });

  it('creates on the address step only in a country the portal can create in (§5 "countryISO one of CH, FR, PT")', async () => {
    const { create } = useCases();
    const spain = await create.execute({
      draft: { ...draft, location: { ...ADDRESS, countryISO: 'ES' } },
      caller: OWNER,
    });
    expect(!spain.ok && spain.error.field).toBe('location.countryISO');
    const off = await create.execute({ draft, caller: { ...OWNER, portalId: 'no-valuation' } });
    expect(!off.ok && off.error.field).toBe('location.countryISO');
    const noStreet = await create.execute({ draft: { ...draft, location: { ...ADDRESS, street: '' } }, caller: OWNER });
    expect(!noStreet.ok && [noStreet.error.field, noStreet.error.message]).toEqual([
      'location.street',
      'Immobox.Validations.Required',
    ]);
    expect((await create.execute({ draft, caller: OWNER })).ok).toBe(true);
  });

  it('resets the subtype when a step changes the type (§4) and refuses a value out of range (§5)', async () => {
    const { create, patch } = useCases();
    const created = await create.execute({
      draft: { ...draft, propertyType: 'Apartment', propertySubType: 'Attic' },
      caller: OWNER,
    });
    const id = created.ok ? created.value.id : 0;
    const house = await patch.execute({ id, patch: { propertyType: 'House' }, caller: OWNER });
    expect(house.ok && [house.value.propertyType, house.value.propertySubType]).toEqual(['House', undefined]);
    const small = await patch.execute({ id, patch: { area: { living: 19.5 } }, caller: OWNER });
    expect(!small.ok && [small.error.field, small.error.message, small.error.values]).toEqual([
      'area.living',
      'Validations.Range.Min.Error',
      { min: 20 },
    ]);
  });

  it("answers another profile's property as not found (no IDOR)", async () => {
    const { create, patch } = useCases();
    const created = await create.execute({ draft, caller: OWNER });
    const id = created.ok ? created.value.id : 0;
    const other = await patch.execute({
      id,
      patch: { area: { living: 80 } },
      caller: { ownProfileIds: [2], portalId: 'international' },
    });
    expect(!other.ok && other.error.kind).toBe('NOT_FOUND');
  });

  it('adds a product offering once (§4 "the sell-with-an-agent offering is posted after creation")', async () => {
    const { create, offer } = useCases();
    const created = await create.execute({ draft, caller: OWNER });
    const id = created.ok ? created.value.id : 0;
    await offer.execute({ id, productOfferingId: 'SellWithAnAgent', caller: OWNER });
    const twice = await offer.execute({ id, productOfferingId: 'SellWithAnAgent', caller: OWNER });
    expect(twice.ok && twice.value.productOfferings).toEqual([{ productOfferingId: 'SellWithAnAgent' }]);
  });
});
