import type { PageContext } from 'vike/types';

/** /my-properties/{propertyId numeric} (document 000 §2). */
export default function route(pageContext: PageContext) {
  const match = /^\/my-properties\/([1-9]\d{0,9})$/.exec(pageContext.urlPathname);
  return match ? { routeParams: { propertyId: match[1] } } : false;
}
