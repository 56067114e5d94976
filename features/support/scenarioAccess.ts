import type { Page } from 'playwright-core';
import type { PortalWorld } from './world';

/** The running portal's base URL: what a @server or @ui scenario gets from the hooks. */
export function serverUrl(world: PortalWorld): string {
  if (!world.server) throw new Error('This step needs a running portal (@ui or @server)');
  return world.server.baseUrl;
}

/** The scenario's browser page: what a @ui scenario gets from the hooks. */
export function scenarioPage(world: PortalWorld): Page {
  if (!world.browser) throw new Error('This step needs a browser (@ui)');
  return world.browser.page;
}
