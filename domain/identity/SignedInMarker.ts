/**
 * The readable marker of an account session (docs/pages.md §2). The cookie says only "this browser
 * has an account session" (`1`), set at sign-in and cleared at sign-out or when the session ends;
 * the shared page's first script turns it into an attribute of <html> before first paint, so the
 * account area keeps the Log in button's place empty until the personal part arrives. Nothing
 * trusts it: the personal part says who the visitor is.
 */
export const SIGNED_IN_MARKER = { cookie: 'signed_in', attribute: 'data-signed-in' } as const;

/** The inline script of the shared page's <head>: its bytes are hashed into the CSP, keep it stable. */
export const SIGNED_IN_MARKER_SCRIPT =
  `if(document.cookie.split('; ').indexOf('${SIGNED_IN_MARKER.cookie}=1')>=0)` +
  `document.documentElement.setAttribute('${SIGNED_IN_MARKER.attribute}','')`;
