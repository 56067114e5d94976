import fs from 'node:fs/promises';
import type { InterestRates } from '#domain/financing/interestRates';
import { parseInterestRates } from '#domain/financing/parseInterestRates';
import type { Database } from '#infrastructure/db/DatabaseToken';
import { storeInterestRates } from './sql/storeInterestRates';

/**
 * Replaces a provider's rates from a JSON file or a URL answering our format
 * ({provider, asOf, rates: {Fixed2…Fixed15, Saron}}), as refreshExchangeRates does for currencies.
 */
export async function refreshInterestRates(db: Database, source: string): Promise<InterestRates> {
  const text = /^https?:\/\//.test(source) ? await download(source) : await fs.readFile(source, 'utf8');
  const parsed = parseInterestRates(text);
  if (!parsed.ok) throw new Error(`${source}: ${parsed.error.message}`);
  await storeInterestRates(db, parsed.value, { replace: true });
  return parsed.value;
}

async function download(url: string): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.text();
}
