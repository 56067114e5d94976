import { Fragment, useMemo, type ReactNode } from 'react';
import { type MessageFormatElement, TYPE } from '@formatjs/icu-messageformat-parser';
import { createIntl, createIntlCache, RawIntlProvider, type IntlShape } from 'react-intl';
import { formatLocale } from '#domain/portal/FormatLocale';
import type { Language } from '#domain/portal/Portal';
import { reportIntlError, type IntlProblem } from './intlErrorReporter';

/** A catalogue as text (the server parses it) or already parsed (the browser, which has no ICU parser). */
export type CatalogueMessages = Readonly<Record<string, string>> | Readonly<Record<string, MessageFormatElement[]>>;

export interface I18nProviderProps {
  /** The request's culture (domain/portal/CultureResolution). */
  culture: Language;
  /** The portal's country, so numbers and dates follow it (de-CH groups 1'250'000); null on the international portal. */
  countryISO?: string | null;
  /** The flat catalogue for the culture: text on the server (config/i18n getMessages()), ASTs in the browser (its catalogue file). */
  messages: CatalogueMessages;
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
export function I18nProvider({
  culture,
  countryISO = null,
  messages,
  showKeys = false,
  onError = reportIntlError,
  children,
}: I18nProviderProps) {
  const locale = formatLocale(culture, countryISO);
  const shown = useMemo(() => (showKeys ? keysAsMessages(messages) : messages), [messages, showKeys]);
  const intl = useMemo(() => sharedIntl(locale, shown, onError), [locale, shown, onError]);
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}

/**
 * One react-intl instance per (catalogue, locale, error reporter), shared by every request:
 * the catalogues are frozen and cached by config/i18n, so parsed messages and Intl formatters
 * are built once per process instead of once per page view (a tenth of the render time).
 */
const CACHE = createIntlCache();
const instances = new WeakMap<object, Map<string, IntlShape>>();

function sharedIntl(locale: string, messages: CatalogueMessages, onError: (problem: IntlProblem) => void): IntlShape {
  let byLocale = instances.get(messages);
  if (!byLocale) instances.set(messages, (byLocale = new Map<string, IntlShape>()));
  const reporters = reporterIds.get(onError) ?? reporterIds.set(onError, reporterIds.size).get(onError);
  const key = `${locale}|${reporters}`;
  let intl = byLocale.get(key);
  if (!intl) {
    intl = createIntl(
      {
        locale,
        defaultLocale: 'en',
        messages: messages,
        onError,
        textComponent: Fragment,
      },
      CACHE,
    );
    byLocale.set(key, intl);
  }
  return intl;
}
const reporterIds = new Map<unknown, number>();

/** Each key as its own message, already parsed (a literal), so the browser needs no parser for it either. */
function keysAsMessages(messages: CatalogueMessages): Record<string, MessageFormatElement[]> {
  return Object.fromEntries(Object.keys(messages).map((key) => [key, [{ type: TYPE.literal, value: key }]]));
}
