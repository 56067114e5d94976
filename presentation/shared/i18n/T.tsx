import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatPlain } from './formatPlain';

export interface TProps {
  id: string;
  values?: Record<string, ReactNode | Date>;
}

/**
 * A translated text inside markup: <T id="ItemDetails.Facts.Rooms" values={{ count: 3.5 }} />.
 * Components use this rather than react-intl directly, so the library stays behind one door.
 */
export function T({ id, values }: TProps) {
  const intl = useIntl();
  if (values === undefined) return <>{formatPlain(intl, id)}</>;
  return <FormattedMessage id={id} values={values} />;
}
