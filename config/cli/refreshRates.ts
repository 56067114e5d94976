import { openDatabase } from '#infrastructure/db/Database';
import { ECB_DAILY_RATES_URL, refreshExchangeRates } from '#infrastructure/db/refreshExchangeRates';
import { refreshInterestRates } from '#infrastructure/financing/refreshInterestRates';
import { readSettings } from '../env';

/**
 * `npm run rates -- exchange [file-or-url]` (default: the ECB's daily rates) and
 * `npm run rates -- interest <file-or-url>`: replaces the rates in the portal's own database
 * (DATABASE_URL, else the embedded one in DATA_DIR, as the server opens it).
 */
async function main(): Promise<void> {
  const [kind, source] = process.argv.slice(2);
  if (kind !== 'exchange' && kind !== 'interest')
    throw new Error('usage: npm run rates -- exchange|interest [file-or-url]');
  if (kind === 'interest' && !source) throw new Error('usage: npm run rates -- interest <file-or-url>');
  const settings = readSettings();
  const opened = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir });
  try {
    if (kind === 'exchange') {
      const rates = await refreshExchangeRates(opened.db, source ?? ECB_DAILY_RATES_URL);
      console.log(`Exchange rates of ${rates.asOf} stored: ${Object.keys(rates.rates).length} currencies`);
    } else {
      const rates = await refreshInterestRates(opened.db, source);
      console.log(
        `Interest rates of ${rates.provider} as of ${rates.asOf} stored: ${Object.keys(rates.rates).length} types`,
      );
    }
  } finally {
    await opened.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
