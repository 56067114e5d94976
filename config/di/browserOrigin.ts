import type { ServiceIdentifier } from 'inversify';

/** The page's origin in the browser (portalModule binds it): the base of the clients a page module makes itself. */
export const BrowserOrigin: ServiceIdentifier<string> = Symbol.for('portal.BrowserOrigin');
