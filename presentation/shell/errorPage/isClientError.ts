import type { PageContext } from 'vike/types';

/** 404 unknown URL, 400 malformed URL, 410 archived agency: the visitor's request, not our crash. */
export function isClientError(pageContext: Pick<PageContext, 'is404' | 'abortStatusCode'>): boolean {
  const status = pageContext.abortStatusCode;
  return pageContext.is404 === true || (typeof status === 'number' && status >= 400 && status < 500);
}
