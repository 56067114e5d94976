import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { formatPlain } from './formatPlain';

/** Values a plain-text message takes: ICU formats numbers and dates itself, in the culture's locale. */
export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

export type Translate = (id: string, values?: MessageValues) => string;

/**
 * The house way to get a translated string (attributes, titles, aria labels, toasts):
 * `const t = useT(); t('Shell.Navigation.Search')`. For text inside markup use <T />.
 */
export function useT(): Translate {
  const intl = useIntl();
  return useCallback<Translate>(
    (id, values) => (values === undefined ? formatPlain(intl, id) : String(intl.formatMessage({ id }, values))),
    [intl],
  );
}
