import Router from '@koa/router';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { Container } from 'inversify';
import { callService } from './callService';
import { testRequestContext } from './testRequestContext';
import { Captcha } from '#application/shared/captcha';
import { PORTALS } from '#config/portals';
import { AltchaCaptcha } from '#infrastructure/shared/captcha/AltchaCaptcha';
import { captchaRoutes, requireCaptcha } from '#server/svc/shared/captcha';
import { svcRouter } from '#server/svc/shared/svcEdge';
import { serveServices, type ServedServices } from '#server/svc/testing/serveServices';

type SolvableChallenge = Parameters<typeof solveChallenge>[0]['challenge'];

/** The captcha edge kit over HTTP: the challenge route and a guarded call. */
describe('captcha edge kit (/svc/captcha/challenge, requireCaptcha)', () => {
  let served: ServedServices;

  beforeAll(async () => {
    const container = new Container();
    container.bind(Captcha).toConstantValue(new AltchaCaptcha({ hmacKey: 'test-key', counter: { min: 10, max: 50 } }));
    const guarded = new Router();
    guarded.post('/guarded', async (ctx) => {
      await requireCaptcha(ctx, (ctx.request.body as { captchaToken?: string } | undefined)?.captchaToken);
      ctx.body = { done: true };
    });
    const router = svcRouter();
    router.use('/captcha', captchaRoutes().routes());
    router.use('/test', guarded.routes());
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

  it('lets a solved token through once; missing is 400 and reused is 403, naming captchaToken', async () => {
    const { body: challenge } = await callService(served.url, 'GET', '/svc/captcha/challenge');
    const solution = await solveChallenge({ challenge: challenge as SolvableChallenge, deriveKey });
    const captchaToken = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');

    expect(await callService(served.url, 'POST', '/svc/test/guarded', { body: {} })).toEqual({
      status: 400,
      body: { code: 'CAPTCHA_REQUIRED', message: 'A captcha token is required', field: 'captchaToken' },
    });
    expect(await callService(served.url, 'POST', '/svc/test/guarded', { body: { captchaToken } })).toEqual({
      status: 200,
      body: { done: true },
    });
    const replay = await callService(served.url, 'POST', '/svc/test/guarded', { body: { captchaToken } });
    expect(replay.status).toBe(403);
    expect(replay.body).toMatchObject({ code: 'CAPTCHA_INVALID', field: 'captchaToken' });
  });
});
