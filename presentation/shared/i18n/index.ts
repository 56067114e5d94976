/** The house i18n API for components: the provider, useT() for strings, <T /> for markup, useErrorText() for domain errors. */
export { I18nProvider, type I18nProviderProps } from './I18nProvider';
export { useT, type MessageValues, type Translate } from './useT';
export { T, type TProps } from './T';
export { useErrorText, GENERIC_ERROR_KEY, type TranslatableError } from './useErrorText';
export { DOCUMENT_TEXT_KEYS, messageKeyOf } from './documentTextKeys';
export { createIntlErrorReporter, type I18nLogger, type IntlProblem } from './intlErrorReporter';
// Numbers and dates in the culture: useIntl().formatNumber / formatDate (compact K/M lives in domain/portal/NumberFormat).
export { useIntl } from 'react-intl';
