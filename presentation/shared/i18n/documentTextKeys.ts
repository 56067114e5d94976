/**
 * The documents give some messages as English text rather than as keys ('min > max',
 * 'Must be at least {n} characters'), and domain errors carry those texts verbatim
 * (domain/shared/DomainError). This maps each to the catalogue key that translates it.
 */
export const DOCUMENT_TEXT_KEYS: Readonly<Record<string, string>> = {
  'Must be at least {n} characters': 'Validations.MinLength',
  'Must be no more than {n} characters': 'Validations.MaxLength',
  'min > max': 'Validations.Range.MinGreaterThanMax',
  'Search is not found': 'Errors.Message.SearchIsNotFound',
  'Not supported': 'Valuation.Form.Messages.NotSupported',
  'Agency is archived': 'Errors.Message.AgencyIsArchived',
  // Document 001 §5: the search URL's refusals, shown on the 404 page they answer.
  'Transaction slug is not supported': 'Errors.Message.TransactionSlugIsNotSupported',
  'Property slug is not supported': 'Errors.Message.PropertySlugIsNotSupported',
};

/** The catalogue key for a domain error's message: mapped when it is a document text, else the message itself. */
export function messageKeyOf(message: string): string {
  return DOCUMENT_TEXT_KEYS[message] ?? message;
}
