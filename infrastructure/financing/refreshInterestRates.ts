import fs from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { InterestRates } from '#domain/financing/interestRates';
import { parseInterestRates } from '#domain/financing/parseInterestRates';
import { openDatabase } from '#infrastructure/db/Database';
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

/** `node --import ./server/register.js infrastructure/financing/refreshInterestRates.ts <file-or-url>`, using DATABASE_URL or DATA_DIR. */
async function main(): Promise<void> {
  const source = process.argv[2];
  if (!source) throw new Error('usage: refreshInterestRates <file-or-url>');
  const opened = await openDatabase(
    process.env.DATABASE_URL
      ? { databaseUrl: process.env.DATABASE_URL }
      : { dataDir: `${process.env.DATA_DIR ?? './data'}/db` },
  );
  try {
    const rates = await refreshInterestRates(opened.db, source);
    console.log(
      `Interest rates of ${rates.provider} as of ${rates.asOf} stored: ${Object.keys(rates.rates).length} types`,
    );
  } finally {
    await opened.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
