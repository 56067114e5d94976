import type { PropertyDraft, PropertyPatch } from '#application/valuation/ports';
import { comparableTitle } from '#domain/valuation/comparableTitle';
import type { Property } from '#domain/valuation/Property';
import type { PropertiesContractFixture } from './PropertiesContractFixture';

/** A complete apartment in Zürich: every required field of document 002 §5 for CH. */
export const ZURICH_APARTMENT: PropertyDraft = {
  portalId: 'international',
  origin: 'PropertyValuationWizard',
  location: {
    street: 'Seefeldstrasse',
    houseNumber: '12',
    postCode: '8008',
    city: 'Zürich',
    countryISO: 'CH',
    latitude: 47.3569,
    longitude: 8.5522,
  },
  propertyType: 'Apartment',
  propertySubType: 'Apartment',
  numberOf: { rooms: 3.5, bathrooms: 1 },
  area: { living: 92 },
  amenities: ['Balcony', 'Lift'],
  constructionYear: 1998,
  condition: 'GoodCondition',
  sellingIntent: 'SellIn6To12Months',
  price: { expected: 1_250_000, currency: 'CHF' },
};

const value = <T>(result: { ok: boolean; value?: T; error?: unknown }): T => {
  if (!result.ok) throw new Error(`expected a value, got ${JSON.stringify(result.error)}`);
  return result.value as T;
};

/**
 * THE contract of the valuation use cases (document 002 §7, §4, §5, §8), one list of cases run by
 * the handlers over each set of adapters: the SQL store, and the http store of a remote service.
 */
export function describePropertiesServiceContract(adapter: string, fixture: () => PropertiesContractFixture): void {
  describe(`PropertiesService contract: ${adapter}`, () => {
    const create = async (draft: PropertyDraft = ZURICH_APARTMENT, who: 'owner' | 'limited' = 'owner') => {
      const { properties, caller } = fixture().as(who);
      return value<Property>(await properties.createProperty(draft, caller));
    };
    const valuate = async (id: number, who: 'owner' | 'other' | 'limited' = 'owner') => {
      const { properties, caller } = fixture().as(who);
      return properties.valuate(id, caller, await fixture().captchaToken());
    };

    it('postpones a valuation while the model is not ready (424, isValuationPostponed), then values it (document 002 §8)', async () => {
      const property = await create();
      const postponed = await valuate(property.id);
      expect(postponed.ok || postponed.error.kind).toBe('FAILED_DEPENDENCY');
      const { properties, caller } = fixture().as('owner');
      expect(value<Property>(await properties.getProperty(property.id, caller)).isValuationPostponed).toBe(true);
      fixture().openModel();
      const valued = value<Property>(await valuate(property.id));
      expect(valued.isValuationPostponed).toBe(false);
      expect(valued.latestValuation?.price.avg).toBeGreaterThan(0);
    });

    it('values a complete apartment: min ≤ avg ≤ max in CHF, with the comparables it used (document 002 §4 "complete")', async () => {
      const property = await create();
      const valued = value<Property>(await valuate(property.id));
      const { price, currency, comparables, explanation } = valued.latestValuation!;
      expect(currency).toBe('CHF');
      expect(price.min).toBeLessThan(price.avg);
      expect(price.avg).toBeLessThan(price.max);
      expect(comparables.length).toBeGreaterThan(0);
      expect(comparables.every((c) => Number.isInteger(c.listingId) && c.distanceM <= 10_000)).toBe(true);
      // Each comparable keeps its listing's title in every language (the demo listings have all six),
      // so a French page titles it in French, not in English.
      for (const comparable of comparables) {
        expect(Object.keys(comparable.titles ?? {}).sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'pt']);
        expect(comparableTitle(comparable, 'Apartment', 'fr')).toMatchObject({
          full: comparable.titles!.fr!.replace(/\s+/gu, ' ').trim(),
        });
      }
      expect(explanation.coverage).toBe(0.8);
      // The expected price comes back as the owner gave it (the expectedPrice interceptor).
      expect(valued.price).toEqual({ expected: 1_250_000, currency: 'CHF' });
    });

    it('creates on the address step only when the address is complete and its country can create', async () => {
      const { properties, caller } = fixture().as('owner');
      const noStreet = await properties.createProperty(
        { ...ZURICH_APARTMENT, location: { ...ZURICH_APARTMENT.location, street: '' } },
        caller,
      );
      expect(noStreet.ok || [noStreet.error.field, noStreet.error.message]).toEqual([
        'location.street',
        'Immobox.Validations.Required',
      ]);
      const spain = await properties.createProperty(
        { ...ZURICH_APARTMENT, location: { ...ZURICH_APARTMENT.location, countryISO: 'ES' } },
        caller,
      );
      expect(spain.ok || spain.error.field).toBe('location.countryISO');
      expect(value(await properties.canCreate('ES', caller))).toEqual({ canCreate: false, reason: 'Not supported' });
      expect(value(await properties.canCreate('FR', caller))).toEqual({ canCreate: true });
    });

    it('refuses a value out of its country range with the documents message, naming the field', async () => {
      const { properties, caller } = fixture().as('owner');
      const property = await create();
      const small = await properties.patchProperty(property.id, { area: { living: 19.5 } }, caller);
      expect(small.ok || [small.error.kind, small.error.field, small.error.message, small.error.values]).toEqual([
        'INVALID',
        'area.living',
        'Validations.Range.Min.Error',
        { min: 20 },
      ]);
    });

    it('saves the rooms step left empty: rooms, bedrooms and bathrooms are optional (document 002 §5)', async () => {
      const { properties, caller } = fixture().as('owner');
      const property = await create({ ...ZURICH_APARTMENT, numberOf: undefined });
      // What the wizard sends for a step whose optional fields are all empty: the group as null.
      const empty = { numberOf: null } as unknown as PropertyPatch;
      const saved = await properties.patchProperty(property.id, empty, caller);
      expect(saved.ok || saved.error).toBe(true);
      expect(value<Property>(saved).area).toEqual({ living: 92 });
    });

    it('resets the subtype when a step changes the type (document 002 §4)', async () => {
      const { properties, caller } = fixture().as('owner');
      const property = await create();
      const house = value<Property>(await properties.patchProperty(property.id, { propertyType: 'House' }, caller));
      expect(house.propertyType).toBe('House');
      expect(house.propertySubType).toBeUndefined();
      expect(house.amenities).toEqual(['Balcony']);
    });

    it('answers 422 (invalid valuation) for a property that misses a required field: a house without land', async () => {
      const { properties, caller } = fixture().as('owner');
      const property = await create();
      value(
        await properties.patchProperty(
          property.id,
          { propertyType: 'House', propertySubType: 'DetachedHouse' },
          caller,
        ),
      );
      const result = await valuate(property.id);
      expect(result.ok || [result.error.kind, result.error.field]).toEqual(['UNPROCESSABLE', 'area.land']);
    });

    it('shows another profile nothing of the owner’s properties (no IDOR)', async () => {
      const property = await create();
      const { properties, caller } = fixture().as('other');
      for (const result of [
        await properties.getProperty(property.id, caller),
        await properties.patchProperty(property.id, { area: { living: 80 } }, caller),
        await properties.valuate(property.id, caller, await fixture().captchaToken()),
        await properties.getValuationHistory(property.id, caller),
        await properties.archiveProperty(property.id, caller),
        await properties.addProductOffering(property.id, 'SellWithAnAgent', caller),
      ])
        expect(result.ok || result.error.kind).toBe('NOT_FOUND');
      const list = value(await properties.listProperties({}, caller));
      expect(list.properties.map((p) => p.id)).not.toContain(property.id);
    });

    it('asks a caller without a profile to identify (UNAUTHORIZED)', async () => {
      const { properties, caller } = fixture().as('nobody');
      const created = await properties.createProperty(ZURICH_APARTMENT, caller);
      expect(created.ok || created.error.kind).toBe('UNAUTHORIZED');
      const list = await properties.listProperties({}, caller);
      expect(list.ok || list.error.kind).toBe('UNAUTHORIZED');
    });

    it('lists the owner’s properties newest first, valuated only on request, in the asked currency', async () => {
      const { properties, caller } = fixture().as('owner');
      const unvalued = await create();
      const all = value(await properties.listProperties({ count: 100 }, caller));
      expect(all.properties[0]!.id).toBe(unvalued.id);
      const valuated = value(await properties.listProperties({ valuatedOnly: true, count: 100 }, caller));
      expect(valuated.properties.length).toBeGreaterThan(0);
      expect(valuated.properties.every((p) => p.latestValuation)).toBe(true);
      const euros = value(await properties.listProperties({ valuatedOnly: true, currencyId: 'EUR' }, caller));
      expect(euros.properties[0]!.latestValuation!.currency).toBe('EUR');
      const ascending = value(await properties.listProperties({ sort: 'Ascending', count: 1 }, caller));
      expect(ascending.properties[0]!.id).toBeLessThan(unvalued.id);
    });

    it('lists by origin and pages with skip and count (document 002 §7 GET /properties)', async () => {
      const { properties, caller } = fixture().as('owner');
      const powerBuyer = await create({ ...ZURICH_APARTMENT, origin: 'PowerBuyerWizard' });
      const byOrigin = value(await properties.listProperties({ origins: ['PowerBuyerWizard'], count: 100 }, caller));
      expect(byOrigin.properties.map((p) => p.id)).toContain(powerBuyer.id);
      expect(byOrigin.properties.every((p) => p.origin === 'PowerBuyerWizard')).toBe(true);
      const first = value(await properties.listProperties({ count: 1 }, caller));
      const second = value(await properties.listProperties({ skip: 1, count: 1 }, caller));
      expect(first.properties).toHaveLength(1);
      expect(second.properties).toHaveLength(1);
      expect(second.properties[0]!.id).toBeLessThan(first.properties[0]!.id);
    });

    it('keeps a valuation history month by month in the valuation currency', async () => {
      const { properties, caller } = fixture().as('owner');
      const property = await create();
      value(await valuate(property.id));
      const history = value(await properties.getValuationHistory(property.id, caller, 'SixMonths'));
      expect(history.currency).toBe('CHF');
      expect(history.items).toHaveLength(7);
      expect(history.items.every((item) => item.price.min <= item.price.avg && item.price.avg <= item.price.max)).toBe(
        true,
      );
    });

    it('toggles notifications, archives (gone from the list) and adds a product offering once', async () => {
      const { properties, caller } = fixture().as('owner');
      const property = await create();
      const off = value<Property>(await properties.patchProperty(property.id, { notificationsEnabled: false }, caller));
      expect(off.notificationsEnabled).toBe(false);
      value(await properties.addProductOffering(property.id, 'SellWithAnAgent', caller));
      const twice = value<Property>(await properties.addProductOffering(property.id, 'SellWithAnAgent', caller));
      expect(twice.productOfferings).toEqual([{ productOfferingId: 'SellWithAnAgent' }]);
      value(await properties.archiveProperty(property.id, caller));
      const list = value(await properties.listProperties({ count: 100 }, caller));
      expect(list.properties.map((p) => p.id)).not.toContain(property.id);
      const gone = await properties.getProperty(property.id, caller);
      expect(gone.ok || gone.error.kind).toBe('NOT_FOUND');
    });

    it('runs a valuation only with a captcha token, good once (document 002 §5)', async () => {
      const property = await create();
      const { properties, caller } = fixture().as('owner');
      const missing = await properties.valuate(property.id, caller);
      expect(missing.ok || [missing.error.kind, missing.error.code, missing.error.field]).toEqual([
        'INVALID',
        'CAPTCHA_REQUIRED',
        'captchaToken',
      ]);
      const forged = await properties.valuate(property.id, caller, Buffer.from('{"challenge":{}}').toString('base64'));
      expect(forged.ok || [forged.error.kind, forged.error.code]).toEqual(['FORBIDDEN', 'CAPTCHA_INVALID']);
      const token = await fixture().captchaToken();
      value(await properties.valuate(property.id, caller, token));
      const replayed = await properties.valuate(property.id, caller, token);
      expect(replayed.ok || [replayed.error.kind, replayed.error.code]).toEqual(['FORBIDDEN', 'CAPTCHA_INVALID']);
    });

    it('limits valuations per profile (429 TOO_MANY_REQUESTS beyond the limit)', async () => {
      const property = await create(ZURICH_APARTMENT, 'limited');
      for (let i = 0; i < fixture().limitPerProfile; i += 1) value(await valuate(property.id, 'limited'));
      const limited = await valuate(property.id, 'limited');
      expect(limited.ok || limited.error.kind).toBe('TOO_MANY_REQUESTS');
    });
  });
}
