import { jest } from '@jest/globals';

const catalogues: Record<string, Record<string, string>> = {
  '/i18n/en.json': { 'General.Close': 'Close' },
  '/i18n/de.json': { 'General.Close': 'Schließen' },
};

describe('loadCatalogue', () => {
  const fetchMock = jest.fn(async (url: string | URL | Request) => {
    const body = catalogues[String(url)];
    return new Response(body ? JSON.stringify(body) : 'not found', { status: body ? 200 : 404 });
  });

  beforeAll(() => {
    globalThis.fetch = fetchMock as typeof fetch;
  });

  it('fetches a catalogue once, keeps the one in use for pages the browser renders itself, and retries a failure', async () => {
    const { loadCatalogue } = await import('./loadCatalogue');
    await expect(loadCatalogue(undefined)).rejects.toThrow('no translation catalogue');
    expect(await loadCatalogue('/i18n/en.json')).toEqual({ 'General.Close': 'Close' });
    expect(await loadCatalogue('/i18n/en.json')).toEqual({ 'General.Close': 'Close' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await loadCatalogue('/i18n/de.json')).toEqual({ 'General.Close': 'Schließen' });
    // A client-rendered error page has no catalogue URL: the German one stays.
    expect(await loadCatalogue(undefined)).toEqual({ 'General.Close': 'Schließen' });
    await expect(loadCatalogue('/i18n/gone.json')).rejects.toThrow('HTTP 404');
    await expect(loadCatalogue('/i18n/gone.json')).rejects.toThrow('HTTP 404');
    expect(fetchMock).toHaveBeenCalledTimes(4);
    // A failed fetch never replaces the catalogue in use.
    expect(await loadCatalogue(undefined)).toEqual({ 'General.Close': 'Schließen' });
  });
});
