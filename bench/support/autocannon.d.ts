/** The part of autocannon 9's API the benches use (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Request {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string;
  }

  interface Options {
    url: string;
    /** Sent in turn by each connection, round and round. */
    requests?: Request[];
    connections?: number;
    duration?: number;
    amount?: number;
    headers?: Record<string, string>;
    timeout?: number;
  }

  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p97_5: number;
    p99: number;
    total: number;
  }

  interface Result {
    requests: Histogram & { sent: number };
    latency: Histogram;
    throughput: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  }

  interface Instance extends EventEmitter {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void,
    ): this;
    on(event: 'done', listener: (result: Result) => void): this;
  }

  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
  export type { Instance, Options, Request, Result };
}
