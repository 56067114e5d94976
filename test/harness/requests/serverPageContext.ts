import type { Container } from 'inversify';
import type { PageContextServer } from 'vike/types';
import { PORTALS } from '#config/portals';
import type { AuthSession } from '#domain/identity/TokenClaims';
import { testRequestContext } from './testRequestContext';

/** Tests only: the server's page context of a URL on the international portal, for calling a page loader directly. */
export function serverPageContext(container: Container, at: string, authSession?: AuthSession): PageContextServer {
  const url = new URL(at, 'http://localhost');
  return {
    requestContext: testRequestContext(PORTALS.international!),
    container,
    authSession,
    urlOriginal: at,
    urlPathname: url.pathname,
    urlParsed: { pathname: url.pathname, searchOriginal: url.search, search: Object.fromEntries(url.searchParams) },
    routeParams: {},
  } as unknown as PageContextServer;
}

/** What Vike's abort carries: the status of an error page, or a redirect's target and status. */
export interface PageAbort {
  abortStatusCode?: number;
  _urlRedirect?: { url: string; statusCode: number };
}

/** Tests only: what a page loader threw for Vike (its abort, else the error itself); undefined when it rendered. */
export function thrownBy(loading: Promise<unknown>) {
  return loading.then(
    () => undefined,
    (thrown: { _pageContextAbort?: PageAbort }) => thrown._pageContextAbort ?? thrown,
  );
}
