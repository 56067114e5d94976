import type { I18nLogger } from '#presentation/shared/i18n/intlErrorReporter';

/** A logger that keeps what it was told, for tests (native ESM jest has no global jest.fn). */
export function recordingLogger(): I18nLogger & { lines: string[] } {
  const lines: string[] = [];
  return { lines, warn: (text) => lines.push(`warn ${text}`), error: (text) => lines.push(`error ${text}`) };
}
