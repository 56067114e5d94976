import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ExchangeRates } from '#domain/portal/ExchangeRates';
import { parseExchangeRates } from './parseExchangeRates';

/** The offline rates shipped with the product, so a fresh database converts prices without a network. */
export const DEFAULT_EXCHANGE_RATES_FILE = fileURLToPath(
  new URL('../../../config/currencies/exchangeRates.json', import.meta.url),
);

export function readExchangeRatesFile(file: string = DEFAULT_EXCHANGE_RATES_FILE): ExchangeRates {
  return parseExchangeRates(fs.readFileSync(file, 'utf8'));
}
