import * as yup from 'yup';
import { type FieldError, type PropertyField, validateFields, CREATABLE_COUNTRIES } from '#domain/valuation/fieldRules';
import type { PropertyFields } from '#domain/valuation/Property';

/** A failure as the form shows it: the message key and its values, read by useErrorText. */
export const encodeFieldError = (error: FieldError): string => JSON.stringify([error.message, error.values ?? {}]);
export function decodeFieldError(text: string): { message: string; values: Record<string, string | number> } {
  try {
    const [message, values] = JSON.parse(text) as [string, Record<string, string | number>];
    return { message, values };
  } catch {
    return { message: text, values: {} };
  }
}

/**
 * The yup schema of a wizard step's form, built from the one rule table (domain/valuation/fieldRules):
 * the same validateFields the properties service runs on the server, so the browser refuses exactly
 * what the server refuses. Each failure is a ValidationError at the field's path (Formik shows it there).
 */
export function wizardStepSchema(
  fields: readonly PropertyField[],
  creatableCountries: readonly string[] = CREATABLE_COUNTRIES,
): yup.ObjectSchema<PropertyFields> {
  return yup.object<PropertyFields>().test('valuation-rules', 'Immobox.Validations.Required', function rules(value) {
    const failures = validateFields(value ?? {}, fields, { creatableCountries });
    if (failures.length === 0) return true;
    return new yup.ValidationError(
      failures.map((failure) => this.createError({ path: failure.field, message: encodeFieldError(failure) })),
    );
  }) as unknown as yup.ObjectSchema<PropertyFields>;
}

/** The schema's failures by path (what a test or a non-Formik caller reads); empty when valid. */
export async function stepFailures(
  schema: yup.ObjectSchema<PropertyFields>,
  property: PropertyFields,
): Promise<Record<string, string>> {
  try {
    await schema.validate(property, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const failures: Record<string, string> = {};
    for (const inner of error.inner.length ? error.inner : [error]) {
      if (inner.path && !(inner.path in failures)) failures[inner.path] = decodeFieldError(inner.message).message;
    }
    return failures;
  }
}
