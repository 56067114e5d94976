import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Prometheus metrics for /metrics: process defaults plus one request histogram. */
export class HttpMetrics {
  readonly registry = new Registry();
  private readonly duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route label and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  });
  private readonly errors = new Counter({
    name: 'http_server_errors_total',
    help: 'Responses with a 5xx status',
    labelNames: ['route'],
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  observe(method: string, route: string, status: number, seconds: number): void {
    this.duration.labels(method, route, String(status)).observe(seconds);
    if (status >= 500) this.errors.labels(route).inc();
  }
}
