import { useErrorText } from '#presentation/shared/i18n';
import type { DomainError } from '#domain/shared/DomainError';

/** Turns a domain validator's result into the translated text a field shows (or undefined). */
export function useFieldError(): (error: DomainError | undefined) => string | undefined {
  const errorText = useErrorText();
  return (error) => (error ? errorText(error) : undefined);
}
