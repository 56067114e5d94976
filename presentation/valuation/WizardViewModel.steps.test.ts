import 'reflect-metadata';
import { CreatePropertyHandler } from '#application/valuation/commands/CreateProperty';
import { PatchPropertyHandler } from '#application/valuation/commands/PatchProperty';
import { GetPropertyHandler } from '#application/valuation/queries/GetProperty';
import { MemoryPropertyStore } from '#test/doubles/valuation/MemoryPropertyStore';
import type { DomainError } from '#domain/shared/DomainError';
import { ok, type Result } from '#domain/shared/Result';
import type { Property } from '#domain/valuation/Property';
import type { WizardUser } from '#domain/valuation/wizardSteps';
import { WizardViewModel } from './WizardViewModel';
import type { WizardStart } from './wizardStart';

const REQUIRED = 'Immobox.Validations.Required';
const MIN = 'Validations.Range.Min.Error';
const MAX = 'Validations.Range.Max.Error';
const ADDRESS = { street: 'Seefeldstrasse', houseNumber: '12', postCode: '8008', city: 'Zürich', countryISO: 'CH' };

/** The wizard over the real valuation handlers on an in-memory store, the visitor owning profile 1. */
function wizard(start: Partial<WizardStart> = {}) {
  const store = new MemoryPropertyStore();
  const settings = { creatableCountries: () => ['CH', 'FR', 'PT'] };
  const clock = { now: () => new Date('2026-03-02T00:00:00Z') };
  const users: WizardUser[] = [];
  const model: WizardViewModel = new WizardViewModel(
    {
      getProperty: new GetPropertyHandler(store),
      createProperty: new CreatePropertyHandler(store, settings, clock),
      patchProperty: new PatchPropertyHandler(store, settings, clock),
      valuateProperty: { execute: async (): Promise<Result<Property, DomainError>> => ok(model.property!) },
      updateOwnProfile: {
        execute: async ({ details }) => {
          users.push(details!);
          return ok(undefined);
        },
      },
      notifications: { notify: () => undefined },
    },
    {
      caller: { profileId: 1, ownProfileIds: [1], portalId: 'international' },
      start: { origin: 'PropertyValuationWizard', ...start },
      user: {},
      profileId: 1,
    },
  );
  return { model, store, users };
}

const errors = (model: WizardViewModel) => model.stepErrors.map((e) => [e.field, e.message, e.values ?? {}]);

/** Document 002 §4 "Wizard steps" and §5 "Wizard fields", one step at a time. */
describe('WizardViewModel step by step (document 002 §4-5)', () => {
  it('walks every step: what each asks, what it refuses with which message, what moves it on', async () => {
    const { model, store, users } = wizard();
    await model.load();

    // address: street, houseNumber, postCode, city, countryISO required; countryISO one of CH, FR, PT.
    expect(model.step).toBe('address');
    await model.submit();
    expect(model.step).toBe('address');
    expect(errors(model).map(([field, message]) => [field, message])).toEqual([
      ['location.street', REQUIRED],
      ['location.houseNumber', REQUIRED],
      ['location.postCode', REQUIRED],
      ['location.city', REQUIRED],
      ['location.countryISO', REQUIRED],
    ]);
    expect(store.rows.size).toBe(0);
    model.change({ location: { ...ADDRESS, countryISO: 'ES' } });
    expect(errors(model).map(([field]) => field)).toEqual(['location.countryISO']);
    model.change({ location: { countryISO: 'CH' } });
    await model.submit();
    // "created on the first save"
    expect([model.step, store.rows.size, model.property?.location?.city]).toEqual(['type', 1, 'Zürich']);

    // type: required, Apartment or House.
    await model.submit();
    expect(errors(model)).toEqual([['propertyType', REQUIRED, {}]]);
    model.change({ propertyType: 'Apartment' });
    await model.submit();
    expect(model.step).toBe('subtype');

    // subtype: required, of the chosen type.
    await model.submit();
    expect(errors(model)).toEqual([['propertySubType', REQUIRED, {}]]);
    model.change({ propertySubType: 'Attic' });
    await model.submit();
    expect([model.step, model.property?.propertySubType]).toEqual(['rooms', 'Attic']);

    // rooms: optional in CH (1 to 20, step 0.5): empty moves on, out of range does not.
    model.change({ numberOf: { rooms: 25 } });
    await model.submit();
    expect(errors(model)).toEqual([['numberOf.rooms', MAX, { max: 20 }]]);
    model.change({ numberOf: { rooms: 3.5 } });
    await model.submit();
    expect(model.step).toBe('areas');

    // areas: living required, CH 20 to 800; land optional for an apartment.
    await model.submit();
    expect(errors(model)).toEqual([['area.living', REQUIRED, {}]]);
    model.change({ area: { living: 19 } });
    expect(errors(model)).toEqual([['area.living', MIN, { min: 20 }]]);
    model.change({ area: { living: 95.5 } });
    await model.submit();
    expect(model.step).toBe('amenities');

    // amenities: optional.
    model.change({ amenities: ['Balcony', 'Lift'] });
    await model.submit();
    expect([model.step, model.property?.amenities]).toEqual(['year', ['Balcony', 'Lift']]);

    // year: required, CH 1850 to 2025.
    await model.submit();
    expect(errors(model)).toEqual([['constructionYear', REQUIRED, {}]]);
    model.change({ constructionYear: 1800 });
    expect(errors(model)).toEqual([['constructionYear', MIN, { min: 1850 }]]);
    model.change({ constructionYear: 1998 });
    await model.submit();
    expect(model.step).toBe('condition');

    // condition, saletiming: required choices.
    await model.submit();
    expect(errors(model)).toEqual([['condition', REQUIRED, {}]]);
    model.change({ condition: 'GoodCondition' });
    await model.submit();
    expect(model.step).toBe('saletiming');
    await model.submit();
    expect(errors(model)).toEqual([['sellingIntent', REQUIRED, {}]]);
    model.change({ sellingIntent: 'SellAsap' });
    await model.submit();
    expect(model.step).toBe('saleprice');

    // saleprice: required, in CHF in CH.
    expect(model.currency).toBe('CHF');
    await model.submit();
    expect(errors(model)).toEqual([['price.expected', REQUIRED, {}]]);
    model.change({ price: { expected: 1_250_000, currency: 'CHF' } });
    await model.submit();
    expect([model.step, model.property?.price?.expected]).toEqual(['email', 1_250_000]);
    // every property step patched the one property
    expect(store.rows.size).toBe(1);

    // user steps: email, fullName, phone required; they save the user's data instead.
    await model.submit();
    expect(errors(model)).toEqual([['email', REQUIRED, {}]]);
    model.changeUser({ email: 'anna@example.ch' });
    await model.submit();
    expect(model.step).toBe('fullName');
    await model.submit();
    expect(errors(model)).toEqual([['fullName', REQUIRED, {}]]);
    model.changeUser({ fullName: 'Anna Muster' });
    await model.submit();
    expect(model.step).toBe('phone');
    await model.submit();
    expect(errors(model)).toEqual([['phone', REQUIRED, {}]]);
    model.changeUser({ phone: '+41 79 123 45 67' });
    // the last step asks for the valuation behind the captcha
    expect(model.isLastStep).toBe(true);
    await model.submit();
    expect([model.step, model.captchaOpen]).toEqual(['phone', true]);
    expect(users.map((user) => Object.keys(user).length)).toEqual([1, 2, 3]);
  });

  it('resets the subtype when the type step changes the type, in the form and in the stored property (§4)', async () => {
    const { model } = wizard();
    model.change({ location: ADDRESS, propertyType: 'Apartment' });
    await model.submit();
    await model.submit();
    model.change({ propertySubType: 'Attic' });
    await model.submit();
    expect(model.property?.propertySubType).toBe('Attic');
    model.back();
    model.back();
    expect(model.step).toBe('type');
    model.change({ propertyType: 'House' });
    expect(model.fields.propertySubType).toBeUndefined();
    await model.submit();
    expect([model.step, model.property?.propertyType, model.property?.propertySubType]).toEqual([
      'subtype',
      'House',
      undefined,
    ]);
  });

  it('shows a field’s error once it is left or Next was pressed, not before (§5 messages)', () => {
    const { model } = wizard();
    expect(model.errorOf('location.street')).toBeUndefined();
    model.touch('location.street');
    expect(model.errorOf('location.street')?.message).toBe(REQUIRED);
    expect(model.errorOf('location.city')).toBeUndefined();
    model.attempt();
    expect(model.errorOf('location.city')?.message).toBe(REQUIRED);
  });

  it('opens a stored property at its first missing step (§4 "The starting step")', async () => {
    const first = wizard();
    first.model.change({ location: ADDRESS, propertyType: 'Apartment', propertySubType: 'Attic' });
    await first.model.submit();
    const id = first.model.property!.id;
    const reopened = new WizardViewModel(
      {
        getProperty: new GetPropertyHandler(first.store),
        createProperty: { execute: async () => ok(first.model.property!) },
        patchProperty: { execute: async () => ok(first.model.property!) },
        valuateProperty: { execute: async () => ok(first.model.property!) },
        updateOwnProfile: { execute: async () => ok(undefined) },
        notifications: { notify: () => undefined },
      },
      {
        caller: { profileId: 1, ownProfileIds: [1], portalId: 'international' },
        start: { origin: 'PropertyValuationWizard', propertyId: id },
        user: {},
        profileId: 1,
      },
    );
    await reopened.load();
    // rooms are optional in CH: the areas step is the first missing one.
    expect([reopened.step, reopened.fields.propertySubType]).toEqual(['areas', 'Attic']);
  });
});
