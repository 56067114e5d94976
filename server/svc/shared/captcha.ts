import type Router from '@koa/router';
import * as yup from 'yup';
import { Captcha } from '#application/shared/captcha';
import { CAPTCHA_ROUTES } from '#application/shared/svcRoutes';
import { routeOf, routerOf } from './routeOf';
import { validQuery } from './validate';

/** The challenge route takes no parameters that matter; known ones are validated, the rest ignored. */
const challengeQuerySchema = yup.object({});

/**
 * GET /svc/captcha/challenge: a fresh signed ALTCHA challenge for the browser's widget
 * (presentation/shared/captcha). Never cached: each widget solves its own.
 */
export function captchaRoutes(): Router {
  return routerOf([
    routeOf(CAPTCHA_ROUTES.challenge, async (ctx) => {
      await validQuery(ctx, challengeQuerySchema);
      const challenge = await ctx.state.container.get(Captcha).challenge();
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = challenge;
    }),
  ]);
}
