import { Container } from 'inversify';
import { testRequestContext } from '../../harness/requests/testRequestContext';
import { Captcha } from '#application/shared/captcha';
import { PORTALS } from '#config/portals';
import { AltchaCaptcha } from '#infrastructure/shared/captcha/AltchaCaptcha';
import { captchaRoutes } from '#server/svc/shared/captcha';
import { svcRouter } from '#server/svc/shared/svcEdge';
import { serveServices, type ServedServices } from '#test/harness/servers/serveServices';

/** The captcha's challenge route over HTTP (the handlers that need a token verify it: e.g. ValuateProperty). */
describe('captcha challenge route (/svc/captcha/challenge)', () => {
  let served: ServedServices;

  beforeAll(async () => {
    const container = new Container();
    container.bind(Captcha).toConstantValue(new AltchaCaptcha({ hmacKey: 'test-key', counter: { min: 10, max: 50 } }));
    const router = svcRouter();
    router.use(captchaRoutes().routes());
    served = await serveServices(router, () => ({
      container,
      requestContext: testRequestContext(Object.values(PORTALS)[0]!),
    }));
  });
  afterAll(() => served.close());

  it('serves a fresh signed challenge, never cached', async () => {
    const response = await fetch(`${served.url}/svc/captcha/challenge`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const challenge = (await response.json()) as {
      parameters: { algorithm: string; nonce: string };
      signature: string;
    };
    expect(challenge.parameters.algorithm).toBe('SHA-256');
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
  });
});
