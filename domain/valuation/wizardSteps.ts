import { isMissing, isOffered, type PropertyField, rulesFor } from './fieldRules';
import type { PropertyFields } from './Property';

/**
 * Document 002 §4 "Wizard steps": "In order: address, type, subtype, rooms, areas, amenities, year,
 * condition, saletiming, saleprice, then the user steps email, fullName and phone."
 */
export const PROPERTY_STEPS = [
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
] as const;
export const USER_STEPS = ['email', 'fullName', 'phone'] as const;
export const WIZARD_STEPS = [...PROPERTY_STEPS, ...USER_STEPS] as const;
export type PropertyStep = (typeof PROPERTY_STEPS)[number];
export type UserStep = (typeof USER_STEPS)[number];
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** The property fields each step asks for. */
export const STEP_FIELDS: Readonly<Record<PropertyStep, readonly PropertyField[]>> = {
  address: ['location.street', 'location.houseNumber', 'location.postCode', 'location.city', 'location.countryISO'],
  type: ['propertyType'],
  subtype: ['propertySubType'],
  rooms: ['numberOf.rooms', 'numberOf.bedrooms', 'numberOf.bathrooms'],
  areas: ['area.living', 'area.land'],
  amenities: ['amenities'],
  year: ['constructionYear'],
  condition: ['condition'],
  saletiming: ['sellingIntent'],
  saleprice: ['price.expected'],
};

/** The user's details for the wizard (document 002 §3: "fullName, phone, email"): all required (§5). */
export interface WizardUser {
  email?: string;
  fullName?: string;
  phone?: string;
}

export const isUserStep = (step: WizardStep): step is UserStep => (USER_STEPS as readonly string[]).includes(step);

/** The fields of a step this country offers (rooms has none left to ask in PT and ES but bedrooms). */
export function offeredFields(step: PropertyStep, property: PropertyFields): PropertyField[] {
  const rules = rulesFor(property.location?.countryISO);
  return STEP_FIELDS[step].filter((field) => isOffered(field, rules));
}

/** Whether a step still misses a required value. */
export function stepIsMissing(step: WizardStep, property: PropertyFields, user: WizardUser): boolean {
  if (isUserStep(step)) return !user[step]?.trim();
  const rules = rulesFor(property.location?.countryISO);
  return STEP_FIELDS[step].some((field) => isMissing(field, property, rules));
}

/** Document 002 §4: "The starting step is the first step with a missing required field." Undefined when done. */
export function startingStep(property: PropertyFields, user: WizardUser): WizardStep | undefined {
  return WIZARD_STEPS.find((step) => stepIsMissing(step, property, user));
}

/** Document 002 §4: "The wizard is done when none is missing." */
export const isWizardDone = (property: PropertyFields, user: WizardUser): boolean =>
  startingStep(property, user) === undefined;

/** The step's position in the URL (/my-properties/{propertyId}/step/{step numeric}): 1-based. */
export const stepNumber = (step: WizardStep): number => WIZARD_STEPS.indexOf(step) + 1;
export const stepAt = (index: number): WizardStep | undefined =>
  Number.isInteger(index) && index >= 1 ? WIZARD_STEPS[index - 1] : undefined;

export const nextStep = (step: WizardStep): WizardStep | undefined => WIZARD_STEPS[WIZARD_STEPS.indexOf(step) + 1];
export const previousStep = (step: WizardStep): WizardStep | undefined => WIZARD_STEPS[WIZARD_STEPS.indexOf(step) - 1];

/**
 * Applies a step's answers to the property. Document 002 §4: "A step that changes propertyType
 * resets propertySubType" (and amenities a house is not offered, e.g. Lift, are dropped with it).
 */
export function applyStep(property: PropertyFields, changes: PropertyFields): PropertyFields {
  const next: PropertyFields = { ...property, ...changes };
  for (const key of ['location', 'numberOf', 'area', 'price'] as const) {
    if (changes[key] !== undefined) (next as Record<string, unknown>)[key] = { ...property[key], ...changes[key] };
  }
  if (changes.propertyType !== undefined && changes.propertyType !== property.propertyType) {
    if (changes.propertySubType === undefined) delete next.propertySubType;
    const rules = rulesFor(next.location?.countryISO);
    const offered = rules?.amenities[changes.propertyType];
    if (offered && next.amenities) next.amenities = next.amenities.filter((amenity) => offered.includes(amenity));
  }
  return next;
}

/**
 * What submitting a property step saves (document 002 §4 "Submitting a step saves the property"):
 * the fields the step asks for, a cleared one as null. Nothing else: whatever the step implies for
 * other fields (the subtype a new type resets) is applyStep's, wherever the save is applied.
 */
export function stepChanges(step: PropertyStep, property: PropertyFields): PropertyFields {
  const changes: Record<string, unknown> = {};
  for (const field of offeredFields(step, property)) {
    const key = field.split('.')[0] as keyof PropertyFields;
    changes[key] = property[key] ?? null;
  }
  return changes;
}
