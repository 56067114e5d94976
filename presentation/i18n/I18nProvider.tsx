import { Fragment, useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { formatLocale } from '../../domain/portal/FormatLocale';
import type { Language } from '../../domain/portal/Portal';
import { reportIntlError, type IntlProblem } from './intlErrorReporter';

export interface I18nProviderProps {
  /** The request's culture (domain/portal/CultureResolution). */
  culture: Language;
  /** The portal's country, so numbers and dates follow it (de-CH groups 1'250'000); null on the international portal. */
  countryISO?: string | null;
  /** The flat catalogue for the culture, from config/i18n getMessages() via the page context. */
  messages: Readonly<Record<string, string>>;
  /** "Toggle debug translations" (document 000 §2): show every message's key instead of its text. */
  showKeys?: boolean;
  onError?: (problem: IntlProblem) => void;
  children: ReactNode;
}

/**
 * The culture's messages and formats for everything below. Text renders without a wrapping
 * element (Fragment) so translations never add spans to the markup. English is the default
 * locale: catalogues are written in English first and config/i18n already falls back to it.
 */
export function I18nProvider({ culture, countryISO = null, messages, showKeys = false, onError = reportIntlError, children }: I18nProviderProps) {
  const locale = formatLocale(culture, countryISO);
  const shown = useMemo(() => (showKeys ? keysAsMessages(messages) : messages), [messages, showKeys]);
  return (
    <IntlProvider locale={locale} defaultLocale="en" messages={shown as Record<string, string>} onError={onError} textComponent={Fragment}>
      {children}
    </IntlProvider>
  );
}

function keysAsMessages(messages: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.keys(messages).map((key) => [key, key]));
}
