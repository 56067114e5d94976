import type { DomainError } from '#domain/shared/DomainError';

/** What Formik's `validate` returns: a translated text per field that failed. */
export type FieldErrors<Values> = Partial<Record<keyof Values | 'form', string>>;

/**
 * A form's domain validators (domain/…/FieldValidators, …Rules) wired to Formik: each field's
 * failure, or a list of failures naming their field, becomes its translated text (`text` is
 * useErrorText's, which turns the documents' message keys into the visitor's language).
 * A failure naming no field belongs to the whole form.
 */
export function fieldErrors<Values>(
  failures: Partial<Record<keyof Values, DomainError | undefined>> | readonly DomainError[],
  text: (error: DomainError) => string,
): FieldErrors<Values> {
  const errors: FieldErrors<Values> = {};
  const entries: [string, DomainError | undefined][] = isList(failures)
    ? failures.map((failure) => [failure.field ?? 'form', failure])
    : Object.entries(failures);
  for (const [field, failure] of entries) if (failure) errors[field as keyof Values | 'form'] = text(failure);
  return errors;
}

/** Array.isArray narrows a readonly array in a union with a generic record to any[]: this keeps its type. */
function isList(failures: object): failures is readonly DomainError[] {
  return Array.isArray(failures);
}
