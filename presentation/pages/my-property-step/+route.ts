import type { PageContext } from 'vike/types';

/** /my-properties/{propertyId numeric}/step/{step numeric} (document 000 §2). */
export default function route(pageContext: PageContext) {
  const match = /^\/my-properties\/([1-9]\d{0,9})\/step\/([1-9]\d?)$/.exec(pageContext.urlPathname);
  return match ? { routeParams: { propertyId: match[1], step: match[2] } } : false;
}
