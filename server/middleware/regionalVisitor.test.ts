import 'reflect-metadata';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Container } from 'inversify';
import Koa from 'koa';
import type { RequestContext } from '#application/portal/RequestContext';
import { readSettings } from '#config/env';
import { PORTALS } from '#config/portals';
import { regional } from './regional';

/** The regional step alone, echoing the request context it builds. */
async function serve(env: NodeJS.ProcessEnv, countryHeader?: string | null) {
  const app = new Koa();
  app.use(
    regional({
      root: new Container(),
      settings: {
        ...readSettings({ NODE_ENV: 'production', ...env }),
        ...(countryHeader !== undefined ? { countryHeader } : {}),
      },
    }),
  );
  app.use((ctx) => {
    const { portal, visitor, featureFlagOverrides } = ctx.state.requestContext as RequestContext;
    ctx.body = {
      portalId: portal.id,
      flags: portal.featureFlags,
      same: portal === PORTALS[portal.id],
      visitor,
      featureFlagOverrides: featureFlagOverrides ?? null,
    };
  });
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, headers: Record<string, string> = {}) =>
    (await fetch(`${base}${path}`, { headers })).json();
  return { get, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const forged = { cookie: 'debugFlags=PS_FLAG_SWITCH_TO_DASHBOARD:off|PS_FLAG_CHAT:off' };

describe("regional step: the visitor's country and the debug panel's flag overrides", () => {
  it('ignores a forged override cookie entirely when debug mode is off', async () => {
    const server = await serve({ PORTAL: 'ch' });
    try {
      const body = await server.get('/', forged);
      expect(body.flags).toEqual(PORTALS.ch.featureFlags);
      expect(body.same).toBe(true);
      expect(body.featureFlagOverrides).toBeNull();
    } finally {
      await server.close();
    }
  });

  it("applies the override cookie to this browser's requests in debug mode", async () => {
    const server = await serve({ PORTAL: 'ch', DEBUG_MODE: 'true' });
    try {
      const body = await server.get('/', forged);
      expect(body.flags).toEqual({
        ...PORTALS.ch.featureFlags,
        PS_FLAG_SWITCH_TO_DASHBOARD: false,
        PS_FLAG_CHAT: false,
      });
      expect(body.featureFlagOverrides).toEqual({ PS_FLAG_SWITCH_TO_DASHBOARD: false, PS_FLAG_CHAT: false });
      // Another browser, without the cookie, keeps the portal as configured.
      expect((await server.get('/')).flags).toEqual(PORTALS.ch.featureFlags);
      expect(PORTALS.ch.featureFlags.PS_FLAG_SWITCH_TO_DASHBOARD).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('detects the country from the configured CDN header, else from Accept-Language, and reads the dismissal', async () => {
    const server = await serve({}, 'x-country-code');
    try {
      expect((await server.get('/', { 'x-country-code': 'fr', 'accept-language': 'de-CH' })).visitor).toEqual({
        country: 'FR',
        source: 'header',
        portalSuggestionDismissed: false,
      });
      expect((await server.get('/', { 'cf-ipcountry': 'FR', 'accept-language': 'de-CH,de' })).visitor).toMatchObject({
        country: 'CH',
        source: 'acceptLanguage',
      });
      expect((await server.get('/', { cookie: 'cultureSuggestion=dismissed' })).visitor.portalSuggestionDismissed).toBe(
        true,
      );
      expect((await server.get('/?dismissPortalSuggestion=true')).visitor.portalSuggestionDismissed).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('reads the header name from COUNTRY_HEADER: cf-ipcountry by default, empty for none', () => {
    expect(readSettings({}).countryHeader).toBe('cf-ipcountry');
    expect(readSettings({ COUNTRY_HEADER: 'X-Country-Code' }).countryHeader).toBe('x-country-code');
    expect(readSettings({ COUNTRY_HEADER: '' }).countryHeader).toBeNull();
  });
});
