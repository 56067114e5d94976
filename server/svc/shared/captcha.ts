import Router from '@koa/router';
import type { Context } from 'koa';
import * as yup from 'yup';
import { Captcha } from '#application/shared/captcha';
import { BadRequest } from './serviceError';
import { validQuery } from './validate';

/** The challenge route takes no parameters that matter; known ones are validated, the rest ignored. */
const challengeQuerySchema = yup.object({});

/**
 * GET /svc/captcha/challenge: a fresh signed ALTCHA challenge for the browser's widget
 * (presentation/shared/captcha). Never cached: each widget solves its own.
 */
export function captchaRoutes(): Router {
  const router = new Router();
  router.get('/challenge', async (ctx) => {
    await validQuery(ctx, challengeQuerySchema);
    const challenge = await (ctx.state.container.get(Captcha) as Captcha).challenge();
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = challenge;
  });
  return router;
}

/**
 * The edge check before a call that needs a captcha (document 002 §5: "A captcha token is required
 * to run a valuation"): no token is a 400, a wrong, expired or reused one a 403, both naming the field.
 */
export async function requireCaptcha(ctx: Context, token: string | undefined | null, field = 'captchaToken') {
  const verdict = await (ctx.state.container.get(Captcha) as Captcha).verify(token);
  if (verdict.ok) return;
  if (verdict.refusal === 'missing') throw new BadRequest('CAPTCHA_REQUIRED', 'A captcha token is required', field);
  throw new BadRequest('CAPTCHA_INVALID', `The captcha token is ${verdict.refusal}`, field, 403);
}
