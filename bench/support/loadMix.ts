import autocannon, { type Request, type Result } from 'autocannon';

/**
 * The realistic mix against a running portal at `origin`: the home page, search pages
 * with and without filters, six listing pages found on the search page, place autocomplete and a
 * /svc search. The load bench and the soak bench replay it.
 */
export async function loadMix(origin: string): Promise<Request[]> {
  const html = await (await fetch(`${origin}/switzerland/buy`, { headers: { accept: 'text/html' } })).text();
  const listings = [...html.matchAll(/href="(\/listing\/\d+)"/g)].map((match) => match[1]).slice(0, 6);
  const page = (pathname: string): Request => ({
    method: 'GET',
    path: pathname,
    headers: { accept: 'text/html' },
  });
  return [
    page('/'),
    page('/switzerland/buy'),
    ...listings.slice(0, 3).map(page),
    page('/france/rent'),
    page('/switzerland/buy?page=2'),
    ...listings.slice(3).map(page),
    { method: 'GET', path: '/svc/places/places/autocomplete?input=zur&language=en' },
    {
      method: 'POST',
      path: '/svc/searches/searches?count=20',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ search: { portalId: 'ch', filters: { transactionType: 'Sell' } } }),
    },
  ];
}

export interface MixRun {
  connections: number;
  durationS: number;
  /** A signed-in visitor's cookie header: their POSTs carry its CSRF token, as the portal's client does. */
  cookie?: string;
  /** Every answer's latency is pushed here. */
  latencies?: number[];
}

/** autocannon replaying `requests` in turn on each connection for `durationS` seconds. */
export function runMix(origin: string, requests: Request[], run: MixRun): Promise<Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections: run.connections,
        duration: run.durationS,
        requests,
        headers: {
          'accept-language': 'en',
          'accept-encoding': 'gzip',
          ...(run.cookie
            ? { cookie: run.cookie, 'x-csrf-token': /(?:^|; )csrf=([^;]+)/.exec(run.cookie)?.[1] ?? '' }
            : {}),
        },
      },
      (error: Error | null, result: Result) => (error ? reject(error) : resolve(result)),
    );
    instance.on('response', (_client, _status, _bytes, responseTimeMs) => run.latencies?.push(responseTimeMs));
  });
}
