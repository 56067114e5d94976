import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase, pgliteFolder } from './Database';
import { loadExchangeRates } from './exchangeRates/loadExchangeRates';
import { refreshExchangeRates } from './refreshExchangeRates';
import { exchangeRates } from './schema';

describe('openDatabase on a PGlite data folder', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hf-db-')), 'nested', 'data');
  });
  afterAll(() => fs.rmSync(path.dirname(path.dirname(dataDir)), { recursive: true, force: true }));

  it('creates missing parent folders, migrates, loads the shipped rates and locks the folder', async () => {
    const opened = await openDatabase({ dataDir });
    try {
      expect(opened.kind).toBe('pglite');
      expect(fs.existsSync(pgliteFolder(dataDir))).toBe(true);
      const rates = await loadExchangeRates(opened.db);
      expect(rates.rates.CHF).toBeGreaterThan(0.5);
      await expect(openDatabase({ dataDir })).rejects.toThrow(pgliteFolder(dataDir));

      // Rates refreshed online replace the shipped ones, and survive the next start.
      const file = path.join(path.dirname(dataDir), 'rates.json');
      fs.writeFileSync(file, JSON.stringify({ base: 'EUR', asOf: '2026-12-01', rates: { CHF: 0.95, USD: 1.2 } }));
      await refreshExchangeRates(opened.db, file);
    } finally {
      await opened.close();
    }
    const reopened = await openDatabase({ dataDir });
    try {
      const [chf] = await reopened.db.select().from(exchangeRates).where(eq(exchangeRates.currencyId, 'CHF'));
      expect(chf.ratePerEur).toBe(0.95);
      expect(chf.updatedAt.toISOString()).toBe('2026-12-01T00:00:00.000Z');
      expect((await loadExchangeRates(reopened.db)).rates.GBP).toBeGreaterThan(0);
    } finally {
      await reopened.close();
    }
  }, 180_000);

  it('refuses to open without a database URL, a data folder or memory', async () => {
    await expect(openDatabase({})).rejects.toThrow('openDatabase needs a databaseUrl, a dataDir or inMemory');
  });
});
