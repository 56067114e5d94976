/**
 * Loads the browser's locale data (ICU) for the page's language. Its first use costs 10 ms on a
 * desktop core and four times that on a phone, wherever it falls; without this it fell inside
 * the hydration slice that renders the I18nProvider (react-intl's `createIntl` checks the locale),
 * making that slice a long task. Called in a task of its own before hydration.
 */
export function startIntl(language: string): void {
  try {
    Intl.NumberFormat.supportedLocalesOf(language);
  } catch {
    // A language tag the browser rejects: the I18nProvider reports it when it formats.
  }
}
