import vikeReact from 'vike-react/config';
import type { Config } from 'vike/types';

/** Every page: React with SSR; the request's portal/culture/currency travel to the browser once. */
export default {
  extends: [vikeReact],
  // Not the messages: the browser loads the culture's catalogue from catalogueUrl (+onBeforeRenderClient).
  passToClient: ['requestContext', 'catalogueUrl', 'identity', 'personalAfterHydration'],
  // Pages choose their own routes (localised words), so folders never leak into URLs.
  filesystemRoutingRoot: '/',
  // The browser's composition root lives in config/ (a pointer, so presentation never imports config).
  onCreateGlobalContext: 'import:../../config/di/browserContainer:onCreateGlobalContext',
  // A page's own container modules, in its entry only, loaded before it renders (+onBeforeRenderClient).
  meta: { browserModules: { env: { client: true, server: false } } },
} satisfies Config;
