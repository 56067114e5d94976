import { createIntl, createIntlCache } from 'react-intl';
import type { PageContext } from 'vike/types';
import { reportIntlError } from '#presentation/shared/i18n/intlErrorReporter';

const cache = createIntlCache();

/**
 * A translated text outside React (Vike's +title and +description hooks), from the same
 * catalogue the page renders with.
 */
export function pageText(
  pageContext: Pick<PageContext, 'requestContext' | 'messages'>,
  id: string,
  values?: Record<string, string | number>,
): string {
  const intl = createIntl(
    {
      locale: pageContext.requestContext.culture,
      defaultLocale: 'en',
      messages: pageContext.messages,
      onError: reportIntlError,
    },
    cache,
  );
  return String(intl.formatMessage({ id }, values));
}
