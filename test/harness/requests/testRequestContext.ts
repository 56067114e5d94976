import type { RequestContext } from '#application/portal/RequestContext';
import type { Portal } from '#domain/portal/Portal';

/** Object Mother: the request context of a test call, on a portal in its default currency unless told. */
export function testRequestContext(portal: Portal, overrides: Partial<RequestContext> = {}): RequestContext {
  return {
    portal,
    culture: 'en',
    currency: portal.defaultCurrency,
    requestId: 'test',
    isCrawler: false,
    origin: 'http://localhost',
    debug: false,
    ...overrides,
  };
}
