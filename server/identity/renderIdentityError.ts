import type { Configuration } from 'oidc-provider';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The provider's error page (a broken or expired authorization request). Plain and self-contained:
 * it names the OAuth error and links home; internals stay in the logs.
 */
export const renderIdentityError: NonNullable<Configuration['renderError']> = async (ctx, out) => {
  ctx.type = 'html';
  ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sign-in error</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1f2933}a{color:#0b5cad}</style></head>
<body><h1>Sign-in could not continue</h1><p>${escape(String(out.error_description ?? out.error ?? 'error'))}</p><p><a href="/">Back to the home page</a></p></body></html>`;
};
