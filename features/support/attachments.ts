import type { PortalWorld, ScenarioBrowser, ScenarioServer } from './world';

/**
 * Where @server and @ui scenarios get a running portal and a browser. The support code that
 * starts them (a Koa server on a free port, Debian's Chromium through playwright-core) is
 * registered here by whoever writes the first such scenario, e.g. from
 * features/support/server.ts:
 *
 *   provideServer(async (world) => { const s = await startPortal(); world.onCleanup(() => s.close()); return { baseUrl: s.url }; });
 *
 * A provider may start one server for the whole run and return it to every scenario.
 * Until one is registered, a tagged scenario fails with a message saying so, rather than
 * passing without having run against anything.
 */
export type Provider<T> = (world: PortalWorld) => Promise<T>;

const providers: { server?: Provider<ScenarioServer>; browser?: Provider<ScenarioBrowser> } = {};

export function provideServer(provider: Provider<ScenarioServer>): void {
  providers.server = provider;
}

export function provideBrowser(provider: Provider<ScenarioBrowser>): void {
  providers.browser = provider;
}

export async function attachServer(world: PortalWorld): Promise<ScenarioServer> {
  if (!providers.server)
    throw new Error('A @server scenario needs a server: register one with provideServer() in features/support/');
  return providers.server(world);
}

export async function attachBrowser(world: PortalWorld): Promise<ScenarioBrowser> {
  if (!providers.browser)
    throw new Error('A @ui scenario needs a browser: register one with provideBrowser() in features/support/');
  return providers.browser(world);
}
