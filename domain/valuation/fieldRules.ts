import {
  AMENITIES,
  type Amenity,
  CONDITIONS,
  type PropertyFields,
  PROPERTY_TYPES,
  SELLING_INTENTS,
  SUBTYPES,
  type ValuationPropertyType,
} from './Property';

/** Document 002 §9: "Supported countries: CH, FR, PT (ES has rules too …)". */
export const RULE_COUNTRIES = ['CH', 'FR', 'PT', 'ES'] as const;
export type RuleCountry = (typeof RULE_COUNTRIES)[number];
/** Document 002 §5 Address: "countryISO one of CH, FR, PT". ES's rules are kept ready behind the portal's valuation setting. */
export const CREATABLE_COUNTRIES: readonly RuleCountry[] = ['CH', 'FR', 'PT'];

export const isRuleCountry = (value: unknown): value is RuleCountry =>
  typeof value === 'string' && (RULE_COUNTRIES as readonly string[]).includes(value);

/** A numeric field: its bounds, its step (rooms), its decimals (areas), its maximum length (year). */
export interface NumberRule {
  required: boolean;
  min: number;
  max: number;
  step?: number;
  decimals?: number;
  maxLength?: number;
}

/** Requiredness that depends on the property type: land is "required for House". */
export interface LandRule extends Omit<NumberRule, 'required'> {
  requiredFor: readonly ValuationPropertyType[];
}

/** Every field rule of document 002 §5 for one country: the one table the forms (yup) and the server validate with. */
export interface CountryRules {
  country: RuleCountry;
  /** Document 002 §5 Expected price: "currency EUR (CHF in CH)". */
  currency: 'CHF' | 'EUR';
  /** Document 002 §5 Rooms: "disabled in PT and ES". */
  rooms: NumberRule | 'disabled';
  bedrooms: NumberRule;
  bathrooms: NumberRule;
  livingArea: NumberRule;
  landArea: LandRule;
  constructionYear: NumberRule;
  subtypes: Readonly<Record<ValuationPropertyType, readonly string[]>>;
  /** Amenities offered per type: "Lift is not offered for House". */
  amenities: Readonly<Record<ValuationPropertyType, readonly Amenity[]>>;
}

const optional = (min: number, max: number, extra: Partial<NumberRule> = {}): NumberRule => ({
  required: false,
  min,
  max,
  ...extra,
});
const required = (min: number, max: number, extra: Partial<NumberRule> = {}): NumberRule => ({
  required: true,
  min,
  max,
  ...extra,
});

/**
 * Amenities per type. Document 002 §5: "Lift is not offered for House (the source also hints Balcony
 * is not offered for House: the two readings differ)". Our reading: the rule table is the rule, so
 * only Lift is withheld from houses; a house may well have a balcony, and an owner who has one
 * should be able to say so. Balcony stays offered for both types.
 */
const AMENITIES_BY_TYPE: CountryRules['amenities'] = {
  Apartment: AMENITIES,
  House: AMENITIES.filter((amenity) => amenity !== 'Lift'),
};

const bathrooms = optional(1, 5);
const defaultBedrooms = optional(1, 20);
const year = (min: number, max: number) => required(min, max, { maxLength: 4 });
const area = (min: number, max: number, isRequired: boolean) =>
  (isRequired ? required : optional)(min, max, { decimals: 2 });
const land = (min: number, max: number): LandRule => ({ min, max, decimals: 2, requiredFor: ['House'] });

/** Document 002 §5, one row per country. */
export const COUNTRY_RULES: Readonly<Record<RuleCountry, CountryRules>> = {
  CH: {
    country: 'CH',
    currency: 'CHF',
    rooms: optional(1, 20, { step: 0.5 }),
    bedrooms: defaultBedrooms,
    bathrooms,
    livingArea: area(20, 800, true),
    landArea: land(50, 5000),
    constructionYear: year(1850, 2025),
    subtypes: SUBTYPES,
    amenities: AMENITIES_BY_TYPE,
  },
  FR: {
    country: 'FR',
    currency: 'EUR',
    rooms: optional(1, 20, { step: 1 }),
    bedrooms: defaultBedrooms,
    bathrooms,
    livingArea: area(5, 1000, true),
    landArea: land(10, 30000),
    constructionYear: year(1700, 2025),
    subtypes: SUBTYPES,
    amenities: AMENITIES_BY_TYPE,
  },
  PT: {
    country: 'PT',
    currency: 'EUR',
    rooms: 'disabled',
    bedrooms: required(0, 11),
    bathrooms,
    livingArea: area(10, 90000, true),
    landArea: land(10, 1000000),
    constructionYear: year(1600, 2030),
    subtypes: SUBTYPES,
    amenities: AMENITIES_BY_TYPE,
  },
  ES: {
    country: 'ES',
    currency: 'EUR',
    rooms: 'disabled',
    bedrooms: required(0, 12),
    bathrooms,
    livingArea: area(10, 90000, true),
    landArea: land(10, 1000000),
    constructionYear: year(1600, 2030),
    // Document 002 §5 Subtype: "House: DetachedHouse, Semi-detachedHouse, Farmhouse (in ES only the first two)".
    subtypes: { Apartment: SUBTYPES.Apartment, House: SUBTYPES.House.slice(0, 2) },
    amenities: AMENITIES_BY_TYPE,
  },
};

/** Document 002 §5 "Messages". The keys for step, decimals, length and offer are ours (the document shows none). */
export const MESSAGES = {
  required: 'Immobox.Validations.Required',
  min: 'Validations.Range.Min.Error',
  max: 'Validations.Range.Max.Error',
  step: 'Valuation.Validations.Step',
  decimals: 'Valuation.Validations.Decimals',
  maxLength: 'Valuation.Validations.MaxLength',
  notOffered: 'Valuation.Validations.NotOffered',
  email: 'Valuation.Validations.Email',
  currency: 'Valuation.Validations.Currency',
} as const;

/** One failed rule: the field's path in the property, the message key and its values. */
export interface FieldError {
  field: string;
  message: string;
  values?: Record<string, string | number>;
}

/** The rules of a country; undefined outside the four the document gives. */
export const rulesFor = (country: string | undefined): CountryRules | undefined =>
  isRuleCountry(country) ? COUNTRY_RULES[country] : undefined;

const decimalsOf = (value: number): number => {
  const text = String(value);
  if (text.includes('e-')) return Number(text.split('e-')[1]);
  return text.includes('.') ? text.split('.')[1].length : 0;
};

/** One numeric value against its rule; undefined when it passes. */
export function checkNumber(field: string, value: number | undefined | null, rule: NumberRule): FieldError | undefined {
  if (value === undefined || value === null) return rule.required ? { field, message: MESSAGES.required } : undefined;
  if (!Number.isFinite(value)) return { field, message: MESSAGES.required };
  if (rule.maxLength !== undefined && String(Math.trunc(Math.abs(value))).length > rule.maxLength)
    return { field, message: MESSAGES.maxLength, values: { max: rule.maxLength } };
  if (value < rule.min) return { field, message: MESSAGES.min, values: { min: rule.min } };
  if (value > rule.max) return { field, message: MESSAGES.max, values: { max: rule.max } };
  if (rule.step !== undefined && Math.abs(value / rule.step - Math.round(value / rule.step)) > 1e-9)
    return { field, message: MESSAGES.step, values: { step: rule.step } };
  if (rule.decimals !== undefined && decimalsOf(value) > rule.decimals)
    return { field, message: MESSAGES.decimals, values: { decimals: rule.decimals } };
  if (rule.decimals === undefined && rule.step === undefined && !Number.isInteger(value))
    return { field, message: MESSAGES.step, values: { step: 1 } };
  return undefined;
}

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && !value.trim());

/** The property's fields as the wizard and the server read them, by path. */
export type PropertyField =
  | 'location.street'
  | 'location.houseNumber'
  | 'location.postCode'
  | 'location.city'
  | 'location.countryISO'
  | 'propertyType'
  | 'propertySubType'
  | 'numberOf.rooms'
  | 'numberOf.bedrooms'
  | 'numberOf.bathrooms'
  | 'area.living'
  | 'area.land'
  | 'amenities'
  | 'constructionYear'
  | 'condition'
  | 'sellingIntent'
  | 'price.expected';

export const PROPERTY_FIELDS: readonly PropertyField[] = [
  'location.street',
  'location.houseNumber',
  'location.postCode',
  'location.city',
  'location.countryISO',
  'propertyType',
  'propertySubType',
  'numberOf.rooms',
  'numberOf.bedrooms',
  'numberOf.bathrooms',
  'area.living',
  'area.land',
  'amenities',
  'constructionYear',
  'condition',
  'sellingIntent',
  'price.expected',
];

/** Whether a field must hold a value for this property in its country (the starting-step rule reads it). */
export function isRequired(field: PropertyField, property: PropertyFields, rules: CountryRules | undefined): boolean {
  switch (field) {
    case 'numberOf.rooms':
      return rules !== undefined && rules.rooms !== 'disabled' && rules.rooms.required;
    case 'numberOf.bedrooms':
      return rules?.bedrooms.required ?? false;
    case 'numberOf.bathrooms':
      return false;
    case 'area.land':
      return !!property.propertyType && (rules?.landArea.requiredFor.includes(property.propertyType) ?? false);
    case 'amenities':
      return false;
    default:
      return true;
  }
}

/** Whether a field is offered at all (rooms are "disabled in PT and ES"). */
export const isOffered = (field: PropertyField, rules: CountryRules | undefined): boolean =>
  !(field === 'numberOf.rooms' && rules?.rooms === 'disabled');

const valueAt = (property: PropertyFields, field: PropertyField): unknown => {
  const [head, tail] = field.split('.') as [keyof PropertyFields, string | undefined];
  const outer = property[head] as unknown;
  return tail === undefined ? outer : (outer as Record<string, unknown> | undefined)?.[tail];
};

/** Whether a required field is missing (the wizard's starting step and "done" read this, not the ranges). */
export function isMissing(field: PropertyField, property: PropertyFields, rules: CountryRules | undefined): boolean {
  return isRequired(field, property, rules) && blank(valueAt(property, field));
}

/**
 * Every rule of document 002 §5 for the given fields of a property (all by default), in the
 * property's country. Returns the failures in field order; empty when the fields pass.
 */
export function validateFields(
  property: PropertyFields,
  fields: readonly PropertyField[] = PROPERTY_FIELDS,
  options: { creatableCountries?: readonly string[] } = {},
): FieldError[] {
  const country = property.location?.countryISO;
  const rules = rulesFor(country);
  const errors: FieldError[] = [];
  const add = (error: FieldError | undefined) => error && errors.push(error);
  const type = property.propertyType;
  for (const field of fields) {
    const value = valueAt(property, field);
    if (isMissing(field, property, rules)) {
      add({ field, message: MESSAGES.required });
      continue;
    }
    switch (field) {
      case 'location.countryISO': {
        const allowed = options.creatableCountries ?? CREATABLE_COUNTRIES;
        if (!allowed.includes(String(value)))
          add({ field, message: MESSAGES.notOffered, values: { value: String(value) } });
        break;
      }
      case 'propertyType':
        if (!(PROPERTY_TYPES as readonly unknown[]).includes(value)) add({ field, message: MESSAGES.notOffered });
        break;
      case 'propertySubType':
        if (!type || !(rules?.subtypes[type] ?? SUBTYPES[type] ?? []).includes(String(value)))
          add({ field, message: MESSAGES.notOffered });
        break;
      case 'numberOf.rooms':
        if (!rules) break;
        if (rules.rooms === 'disabled') {
          if (!blank(value)) add({ field, message: MESSAGES.notOffered });
        } else add(checkNumber(field, value as number | undefined, rules.rooms));
        break;
      case 'numberOf.bedrooms':
        if (rules) add(checkNumber(field, value as number | undefined, rules.bedrooms));
        break;
      case 'numberOf.bathrooms':
        if (rules) add(checkNumber(field, value as number | undefined, rules.bathrooms));
        break;
      case 'area.living':
        if (rules) add(checkNumber(field, value as number | undefined, rules.livingArea));
        break;
      case 'area.land':
        if (rules)
          add(
            checkNumber(field, value as number | undefined, {
              ...rules.landArea,
              required: isRequired(field, property, rules),
            }),
          );
        break;
      case 'amenities': {
        const offered: readonly string[] = type ? (rules?.amenities[type] ?? AMENITIES) : AMENITIES;
        const refused = ((value as string[] | undefined) ?? []).find((amenity) => !offered.includes(amenity));
        if (refused) add({ field, message: MESSAGES.notOffered, values: { value: refused } });
        break;
      }
      case 'constructionYear':
        if (rules) add(checkNumber(field, value as number | undefined, rules.constructionYear));
        break;
      case 'condition':
        if (!(CONDITIONS as readonly unknown[]).includes(value)) add({ field, message: MESSAGES.notOffered });
        break;
      case 'sellingIntent':
        if (!(SELLING_INTENTS as readonly unknown[]).includes(value)) add({ field, message: MESSAGES.notOffered });
        break;
      case 'price.expected': {
        add(checkNumber(field, value as number, { required: true, min: 1, max: 1e11, decimals: 2 }));
        const currency = property.price?.currency;
        if (rules && currency !== undefined && currency !== rules.currency)
          add({ field: 'price.currency', message: MESSAGES.currency, values: { currency: rules.currency } });
        break;
      }
      default:
        break;
    }
  }
  return errors;
}
