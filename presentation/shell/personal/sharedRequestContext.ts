import type { RequestContext } from '#application/portal/RequestContext';

/**
 * The request context as a shared page carries it: what the cache key holds (portal, culture,
 * currency) and what is the same for everyone; nothing of this one request or visitor.
 * A crawler and a visitor get the same page: the browser tells crawlers apart itself.
 */
export function sharedRequestContext(context: RequestContext): RequestContext {
  const { visitor: _visitor, featureFlagOverrides: _overrides, ...shared } = context;
  return { ...shared, requestId: '', isCrawler: false };
}
