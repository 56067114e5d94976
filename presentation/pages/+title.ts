import type { PageContext } from 'vike/types';

/** Every page has a title (WCAG 2.4.2): the portal's name until a page sets its own +title. */
export default (pageContext: PageContext) => pageContext.requestContext?.portal.name ?? 'Homefinder';
