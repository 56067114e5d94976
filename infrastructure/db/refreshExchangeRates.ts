import fs from 'node:fs/promises';
import type { ExchangeRates } from '#domain/portal/ExchangeRates';
import type { Database } from './DatabaseToken';
import { parseExchangeRates } from './exchangeRates/parseExchangeRates';
import { storeExchangeRates } from './exchangeRates/storeExchangeRates';

/** The ECB's daily euro reference rates: the same EUR base as our table. */
export const ECB_DAILY_RATES_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';

/**
 * Replaces the rates in exchange_rates from a JSON file (our format) or a URL answering our JSON or
 * the ECB's XML. Normalised EUR prices of listings are not touched: they serve range filters, where a
 * rate moving a percent changes nothing a visitor would notice, and the shown prices convert live.
 */
export async function refreshExchangeRates(db: Database, source: string = ECB_DAILY_RATES_URL): Promise<ExchangeRates> {
  const text = /^https?:\/\//.test(source) ? await download(source) : await fs.readFile(source, 'utf8');
  const rates = parseExchangeRates(text);
  await storeExchangeRates(db, rates, { replace: true });
  return rates;
}

async function download(url: string): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.text();
}
