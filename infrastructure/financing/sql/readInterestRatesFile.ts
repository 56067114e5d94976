import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { InterestRates } from '#domain/financing/interestRates';
import { parseInterestRates } from '#domain/financing/parseInterestRates';

/** The rates shipped with the product (config/financing/interestRates.json), so a fresh database quotes without a network. */
export const DEFAULT_INTEREST_RATES_FILE = fileURLToPath(
  new URL('../../../config/financing/interestRates.json', import.meta.url),
);

export function readInterestRatesFile(file: string = DEFAULT_INTEREST_RATES_FILE): InterestRates {
  const parsed = parseInterestRates(fs.readFileSync(file, 'utf8'));
  if (!parsed.ok) throw new Error(`${file}: ${parsed.error.message}`);
  return parsed.value;
}
