import type Router from '@koa/router';
import { ALERTS_ROUTES } from '#application/alerts/svcRoutes';
import { ConfirmAlertAddress } from '#application/alerts/tokens';
import { ok } from '#domain/shared/Result';
import { answer } from '#server/svc/shared/answer';
import { routeOf, routerOf } from '#server/svc/shared/routeOf';
import { validBody } from '#server/svc/shared/validate';
import { confirmBodySchema } from './confirmationSchemas';

/**
 * POST /svc/alerts/confirmations: the button of the confirmation page confirms the address its
 * link was mailed to (docs/security.md "Mail to unconfirmed addresses"). The token is the proof;
 * no session is needed (the link is opened from a mailbox, often on another device). 400 for a
 * malformed token, 404 for an unknown one, 410 for a lapsed link, each naming the field.
 */
export function confirmationRoutes(): Router {
  return routerOf([
    routeOf(ALERTS_ROUTES.confirmAddress, async (ctx) => {
      const body = await validBody(ctx, confirmBodySchema);
      const confirmed = await ctx.state.container.get(ConfirmAlertAddress).execute({ token: body.token });
      answer(ctx, confirmed.ok ? ok({ confirmed: true }) : confirmed);
    }),
  ]);
}
