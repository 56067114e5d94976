import 'reflect-metadata';
import type { SearchCaller } from '#application/search/ports';
import { ServiceClient } from '#infrastructure/shared/http/ServiceClient';
import { HttpSearchesService } from './HttpSearchesService';

const caller: SearchCaller = {
  language: 'fr',
  isCrawler: false,
  portal: {
    id: 'ch',
    countries: ['CH'],
    defaultCurrency: 'CHF',
    pageSize: 20,
    maxSkip: 100000,
    sortings: ['justForYou'],
    defaultSort: 'justForYou',
  },
};

/** A fetch that never answers, as a slow service, but stops as the platform's does when its signal aborts. */
function hangingFetch() {
  const requests: { url: string; signal?: AbortSignal }[] = [];
  const fetch = ((url: URL, init?: RequestInit) => {
    const signal = init?.signal ?? undefined;
    requests.push({ url: String(url), signal });
    return new Promise<Response>((_, reject) => {
      signal?.addEventListener('abort', () => reject(new DOMException('This operation was aborted', 'AbortError')), {
        once: true,
      });
    });
  }) as typeof globalThis.fetch;
  return { requests, fetch };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('HttpSearchesService: a search the browser cancels (document 001 §4 "cancel aborts the running load")', () => {
  it.each([
    [
      'createSearch',
      (service: HttpSearchesService, signal: AbortSignal) =>
        service.createSearch({ filters: {} }, { count: 20 }, caller, { signal }),
    ],
    [
      'searchMap',
      (service: HttpSearchesService, signal: AbortSignal) =>
        service.searchMap({ filters: {} }, { zoom: 12 }, caller, { signal }),
    ],
  ])('%s hands its signal to fetch: aborting it aborts the request, which answers cancelled', async (_, call) => {
    const { requests, fetch } = hangingFetch();
    const service = new HttpSearchesService(new ServiceClient({ baseUrl: 'http://services.test/svc', fetch }));
    const controller = new AbortController();
    const answer = call(service, controller.signal);
    await settle();
    expect(requests).toHaveLength(1);
    expect(requests[0].signal?.aborted).toBe(false);
    controller.abort();
    expect(requests[0].signal?.aborted).toBe(true);
    expect(await answer).toEqual({
      ok: false,
      error: { kind: 'EXTERNAL_ERROR', code: 'REQUEST_CANCELLED', message: 'cancelled' },
    });
  });

  it('a fetch failing while the signal stands is no cancel: SERVICE_UNREACHABLE', async () => {
    const seen: (AbortSignal | undefined)[] = [];
    const failing = ((_: URL, init?: RequestInit) => {
      seen.push(init?.signal ?? undefined);
      return Promise.reject(new TypeError('fetch failed'));
    }) as typeof fetch;
    const service = new HttpSearchesService(new ServiceClient({ baseUrl: 'http://services.test/svc', fetch: failing }));
    const answer = await service.createSearch({ filters: {} }, {}, caller, { signal: new AbortController().signal });
    expect(seen[0]).toBeInstanceOf(AbortSignal);
    expect(answer).toMatchObject({ ok: false, error: { code: 'SERVICE_UNREACHABLE' } });
  });
});
