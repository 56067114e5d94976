import { isLanguageTag } from './languageTag';

describe('isLanguageTag', () => {
  it.each(['de', 'de-CH', 'en-US', 'zh-Hant-TW', 'fr-CH-u-ca-gregory'])('accepts %s', (tag) => {
    expect(isLanguageTag(tag)).toBe(true);
  });

  // What a client sent to the lead routes, each of which made the lead mails throw a RangeError.
  it.each(['en_US', 'en-', '123', 'true', '', 'x'.repeat(36), '\ud800'])('refuses %j', (tag) => {
    expect(isLanguageTag(tag)).toBe(false);
  });

  it('refuses what is not text', () => {
    expect(isLanguageTag(true)).toBe(false);
    expect(isLanguageTag(12)).toBe(false);
  });
});
