import type { PageContext } from 'vike/types';

/** /my-properties/{propertyId numeric}/sell (document 000 §2): the sell flow, the contact steps of the wizard. */
export default function route(pageContext: PageContext) {
  const match = /^\/my-properties\/([1-9]\d{0,9})\/sell$/.exec(pageContext.urlPathname);
  return match ? { routeParams: { propertyId: match[1] } } : false;
}
