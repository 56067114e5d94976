import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { messageKeyOf } from './documentTextKeys';

/** Shown when an error's message is developer text with no translation ('filters is not valid'). */
export const GENERIC_ERROR_KEY = 'Errors.Message.SomethingWrong';

export interface TranslatableError {
  message: string;
  values?: Readonly<Record<string, string | number>>;
}

/**
 * Turns a domain error into text for the visitor (STYLE rule 6: only the UI maps message keys
 * to text). A message with no catalogue entry is an internal diagnostic, not something to show
 * in English to a French visitor, so it becomes the generic "something went wrong".
 */
export function useErrorText(): (error: TranslatableError) => string {
  const intl = useIntl();
  return useCallback(
    (error: TranslatableError) => {
      const key = messageKeyOf(error.message);
      const id = key in intl.messages ? key : GENERIC_ERROR_KEY;
      return String(intl.formatMessage({ id }, error.values));
    },
    [intl],
  );
}
