/**
 * react-intl reports a missing or broken message on every render that uses it: a list of 20
 * cards with one missing key logs 20 times per render, on the server once per request. The
 * reporter logs each distinct problem once per process instead, which is what a developer
 * needs to fix it, and stops after a cap so that dynamic ids cannot grow memory without bound.
 */
export interface IntlProblem {
  code: string;
  message: string;
  descriptor?: { id?: string | number };
}

export interface I18nLogger {
  warn(message: string): void;
  error(message: string): void;
}

export const MAX_REPORTED = 500;

export function createIntlErrorReporter(
  logger: I18nLogger = console,
  maxReported = MAX_REPORTED,
): (problem: IntlProblem) => void {
  const reported = new Set<string>();
  let silenced = false;
  return (problem) => {
    const id = problem.descriptor?.id;
    const fingerprint = `${problem.code}|${id ?? problem.message}`;
    if (silenced || reported.has(fingerprint)) return;
    if (reported.size >= maxReported) {
      silenced = true;
      logger.warn(`[i18n] ${maxReported} translation problems reported; further ones are not logged`);
      return;
    }
    reported.add(fingerprint);
    if (problem.code === 'MISSING_TRANSLATION') logger.warn(`[i18n] missing translation: ${String(id)}`);
    else logger.error(`[i18n] ${problem.message}`);
  };
}

/** The process-wide reporter the provider uses by default, so repeated renders share one memory. */
export const reportIntlError = createIntlErrorReporter();
