import type { PropertyFields } from './Property';
import { applyStep, isWizardDone, startingStep, stepAt, stepChanges, stepNumber, WIZARD_STEPS } from './wizardSteps';

const address = { street: 'Bahnhofstrasse', houseNumber: '1', postCode: '8001', city: 'Zürich', countryISO: 'CH' };

describe('wizard steps (document 002 §4)', () => {
  it('runs in the document order', () => {
    expect(WIZARD_STEPS).toEqual([
      'address',
      'type',
      'subtype',
      'rooms',
      'areas',
      'amenities',
      'year',
      'condition',
      'saletiming',
      'saleprice',
      'email',
      'fullName',
      'phone',
    ]);
    expect(stepNumber('address')).toBe(1);
    expect(stepAt(13)).toBe('phone');
    expect(stepAt(14)).toBeUndefined();
  });

  it('starts at the first step with a missing required field, skipping optional ones', () => {
    expect(startingStep({}, {})).toBe('address');
    const typed: PropertyFields = { location: address, propertyType: 'Apartment', propertySubType: 'Attic' };
    // rooms (optional in CH) is not missing: the areas step is.
    expect(startingStep(typed, {})).toBe('areas');
    expect(startingStep({ ...typed, location: { ...address, countryISO: 'PT' } }, {})).toBe('rooms');
  });

  it('is done when none is missing, user steps included', () => {
    const full: PropertyFields = {
      location: address,
      propertyType: 'Apartment',
      propertySubType: 'Attic',
      area: { living: 80 },
      constructionYear: 2001,
      condition: 'New',
      sellingIntent: 'JustCurious',
      price: { expected: 1_000_000 },
    };
    expect(startingStep(full, {})).toBe('email');
    expect(isWizardDone(full, { email: 'a@b.ch', fullName: 'A B', phone: '+41791234567' })).toBe(true);
  });

  it('resets the subtype when the type changes, not otherwise', () => {
    const property: PropertyFields = {
      propertyType: 'Apartment',
      propertySubType: 'Attic',
      amenities: ['Lift', 'Balcony'],
    };
    expect(applyStep(property, { propertyType: 'Apartment' }).propertySubType).toBe('Attic');
    const changed = applyStep({ ...property, location: address }, { propertyType: 'House' });
    expect(changed.propertySubType).toBeUndefined();
    expect(changed.amenities).toEqual(['Balcony']);
  });

  it("saves a step's own fields, a cleared one as null, and leaves the subtype's reset to applyStep", () => {
    const property: PropertyFields = { location: address, propertyType: 'House', propertySubType: 'Attic' };
    expect(stepChanges('type', property)).toEqual({ propertyType: 'House' });
    expect(stepChanges('address', property)).toEqual({ location: address });
    expect(stepChanges('amenities', property)).toEqual({ amenities: null });
    // PT asks no rooms, but bedrooms and bathrooms: the numberOf object is saved whole.
    const pt = { location: { ...address, countryISO: 'PT' }, numberOf: { bedrooms: 2 } };
    expect(stepChanges('rooms', pt)).toEqual({ numberOf: { bedrooms: 2 } });
  });
});
