import type { ExchangeRates } from '#domain/portal/ExchangeRates';

const CURRENCY = /^[A-Z]{3}$/;

/**
 * Reads EUR-based rates in either of two shapes: our JSON (config/currencies/exchangeRates.json:
 * { base: 'EUR', asOf, rates: { USD: 1.16, … } }) or the ECB's daily XML
 * (<Cube time='2026-11-20'><Cube currency='USD' rate='1.1652'/>…). Anything else is rejected whole:
 * half a rate table would silently drop currencies from the portal.
 */
export function parseExchangeRates(text: string): ExchangeRates {
  const trimmed = text.trimStart();
  const parsed = trimmed.startsWith('<') ? fromEcbXml(trimmed) : fromJson(trimmed);
  return validate(parsed);
}

function fromJson(text: string): ExchangeRates {
  const data = JSON.parse(text) as { base?: unknown; asOf?: unknown; rates?: unknown };
  if (data.base !== 'EUR') throw new Error(`Exchange rates must be EUR-based, got base ${String(data.base)}`);
  if (typeof data.rates !== 'object' || data.rates === null) throw new Error('Exchange rates JSON has no rates object');
  return {
    base: 'EUR',
    asOf: typeof data.asOf === 'string' ? data.asOf : '',
    rates: data.rates as Record<string, number>,
  };
}

function fromEcbXml(xml: string): ExchangeRates {
  const asOf = /time=['"](\d{4}-\d{2}-\d{2})['"]/.exec(xml)?.[1] ?? '';
  const rates: Record<string, number> = { EUR: 1 };
  for (const match of xml.matchAll(/currency=['"]([A-Z]{3})['"]\s+rate=['"]([0-9.]+)['"]/g)) {
    rates[match[1]] = Number(match[2]);
  }
  return { base: 'EUR', asOf, rates };
}

function validate(rates: ExchangeRates): ExchangeRates {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(rates.asOf))
    throw new Error(`Exchange rates need an asOf date (yyyy-mm-dd), got '${rates.asOf}'`);
  const entries = Object.entries(rates.rates);
  for (const [currency, rate] of entries) {
    if (!CURRENCY.test(currency)) throw new Error(`Not an ISO 4217 currency code: ${currency}`);
    if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0)
      throw new Error(`Invalid rate for ${currency}: ${String(rate)}`);
  }
  if (!entries.some(([currency]) => currency !== 'EUR')) throw new Error('Exchange rates list no currency besides EUR');
  return { base: 'EUR', asOf: rates.asOf, rates: { ...rates.rates, EUR: 1 } };
}
