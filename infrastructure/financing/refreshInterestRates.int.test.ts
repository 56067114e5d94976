import { jest } from '@jest/globals';
import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FinancingRules } from '#application/financing/ports';
import { GetLatestInterestRatesHandler } from '#application/financing/queries/GetLatestInterestRates';
import type { OpenedDatabase } from '#infrastructure/db/Database';
import { openTestDatabase } from '#test/harness/db/openTestDatabase';
import { refreshInterestRates } from './refreshInterestRates';
import { readInterestRatesFile } from './sql/readInterestRatesFile';
import { SqlFinancingStore } from './sql/SqlFinancingStore';

/**
 * The interest-rate table ("a shipped table refreshable like the exchange rates"): a
 * fresh database answers GET /interestrates/latest from config/financing/interestRates.json with
 * no network; a refresh from a file replaces the provider's rates; a bad file changes nothing.
 */
let opened: OpenedDatabase;
let latestRates: GetLatestInterestRatesHandler;
let dir: string;

beforeAll(async () => {
  opened = await openTestDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hf-rates-'));
  const rules = { mortgageProviders: ['Default'], shippedInterestRates: () => readInterestRatesFile() };
  // Only the rows and the rules take part in reading rates.
  latestRates = new GetLatestInterestRatesHandler(new SqlFinancingStore(opened.db), rules as unknown as FinancingRules);
}, 120_000);
afterAll(async () => {
  await opened.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const write = (name: string, content: unknown): string => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
};

describe('interest rates: shipped, offline, refreshable', () => {
  it('answers the shipped table on a fresh database, without a network', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const latest = await latestRates.execute({ provider: 'Default' });
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
    const shipped = readInterestRatesFile();
    expect(latest).toEqual({ ok: true, value: { provider: 'Default', asOf: shipped.asOf, rates: shipped.rates } });
    expect(Object.keys(shipped.rates)).toEqual(
      expect.arrayContaining(['Fixed2', 'Fixed5', 'Fixed10', 'Fixed15', 'Saron']),
    );
  });

  it('replaces the rates from a refreshed file, and keeps them on the next read', async () => {
    const shipped = readInterestRatesFile();
    const refreshed = Object.fromEntries(
      Object.entries(shipped.rates).map(([type, rate]) => [type, Math.round((rate + 0.1) * 100) / 100]),
    );
    await refreshInterestRates(
      opened.db,
      write('rates.json', { provider: 'Default', asOf: '2026-12-01', rates: refreshed }),
    );
    const latest = await latestRates.execute({ provider: 'Default' });
    expect(latest).toEqual({ ok: true, value: { provider: 'Default', asOf: '2026-12-01', rates: refreshed } });
    expect(latest.ok && latest.value.rates.Fixed10).toBe(Math.round((shipped.rates.Fixed10! + 0.1) * 100) / 100);
  });

  it('refuses a file that is not a rate table and keeps the rates it had', async () => {
    await expect(
      refreshInterestRates(
        opened.db,
        write('bad.json', { provider: 'Default', asOf: '2026-12-02', rates: { Fixed99: 1 } }),
      ),
    ).rejects.toThrow('bad.json');
    await expect(refreshInterestRates(opened.db, write('broken.json', '{"provider":'))).rejects.toThrow('broken.json');
    const latest = await latestRates.execute({ provider: 'Default' });
    expect(latest.ok && latest.value.asOf).toBe('2026-12-01');
  });
});
