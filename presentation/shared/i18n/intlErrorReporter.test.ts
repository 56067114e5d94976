import { createIntlErrorReporter } from './intlErrorReporter';
import { recordingLogger } from '#test/doubles/i18n/recordingLogger.testkit';

describe('createIntlErrorReporter', () => {
  it('logs a missing translation as a warning, once per key', () => {
    const logger = recordingLogger();
    const report = createIntlErrorReporter(logger);
    for (let i = 0; i < 3; i += 1)
      report({ code: 'MISSING_TRANSLATION', message: 'Missing message', descriptor: { id: 'A.Key' } });
    expect(logger.lines).toEqual(['warn [i18n] missing translation: A.Key']);
  });

  it('logs other problems as errors, each once', () => {
    const logger = recordingLogger();
    const report = createIntlErrorReporter(logger);
    const broken = { code: 'FORMAT_ERROR', message: 'bad message', descriptor: { id: 'Broken.Key' } };
    report(broken);
    report(broken);
    report({ code: 'MISSING_DATA', message: 'no locale data' });
    expect(logger.lines).toEqual(['error [i18n] bad message', 'error [i18n] no locale data']);
  });

  it('stops logging after the cap, saying so once', () => {
    const logger = recordingLogger();
    const report = createIntlErrorReporter(logger, 2);
    for (const id of ['A', 'B', 'C', 'D']) report({ code: 'MISSING_TRANSLATION', message: '', descriptor: { id } });
    expect(logger.lines).toEqual([
      'warn [i18n] missing translation: A',
      'warn [i18n] missing translation: B',
      'warn [i18n] 2 translation problems reported; further ones are not logged',
    ]);
  });
});
