import { jest } from '@jest/globals';
import { startIntl } from './startIntl';

describe('startIntl', () => {
  it("asks the browser's Intl for the page's language", () => {
    const supported = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    startIntl('fr');
    expect(supported).toHaveBeenCalledWith('fr');
    supported.mockRestore();
  });

  it('does not throw on a language tag the browser rejects', () => {
    expect(() => startIntl('not a tag!')).not.toThrow();
  });
});
