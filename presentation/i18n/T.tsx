import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export interface TProps {
  id: string;
  values?: Record<string, ReactNode | string | number | boolean | Date | null | undefined>;
}

/**
 * A translated text inside markup: <T id="ItemDetails.Facts.Rooms" values={{ count: 3.5 }} />.
 * Components use this rather than react-intl directly, so the library stays behind one door.
 */
export function T({ id, values }: TProps) {
  return <FormattedMessage id={id} values={values} />;
}
