import { parseExchangeRates } from './parseExchangeRates';

describe('parseExchangeRates', () => {
  it('reads our JSON and always includes EUR at 1', () => {
    const rates = parseExchangeRates(
      JSON.stringify({ base: 'EUR', asOf: '2026-11-20', rates: { CHF: 0.93, USD: 1.16 } }),
    );
    expect(rates).toEqual({ base: 'EUR', asOf: '2026-11-20', rates: { CHF: 0.93, USD: 1.16, EUR: 1 } });
  });

  it('reads the ECB daily XML', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?><gesmes:Envelope><Cube><Cube time='2026-11-20'>
      <Cube currency='USD' rate='1.1652'/><Cube currency='CHF' rate='0.9281'/></Cube></Cube></gesmes:Envelope>`;
    expect(parseExchangeRates(xml)).toEqual({
      base: 'EUR',
      asOf: '2026-11-20',
      rates: { EUR: 1, USD: 1.1652, CHF: 0.9281 },
    });
  });

  it('rejects another base, a missing date, bad codes and bad rates', () => {
    expect(() => parseExchangeRates('{"base":"USD","asOf":"2026-11-20","rates":{"EUR":0.9}}')).toThrow('EUR-based');
    expect(() => parseExchangeRates('{"base":"EUR","rates":{"USD":1.1}}')).toThrow('asOf');
    expect(() => parseExchangeRates('{"base":"EUR","asOf":"2026-11-20","rates":{"usd":1.1}}')).toThrow('ISO 4217');
    expect(() => parseExchangeRates('{"base":"EUR","asOf":"2026-11-20","rates":{"USD":-1}}')).toThrow('Invalid rate');
    expect(() => parseExchangeRates('{"base":"EUR","asOf":"2026-11-20","rates":{}}')).toThrow('no currency');
  });

  it('accepts the shipped offline file', async () => {
    const { readExchangeRatesFile } = await import('./readExchangeRatesFile');
    const rates = readExchangeRatesFile();
    expect(Object.keys(rates.rates)).toEqual(expect.arrayContaining(['CHF', 'EUR', 'USD', 'GBP']));
    expect(Object.keys(rates.rates).length).toBeGreaterThanOrEqual(14);
  });
});
