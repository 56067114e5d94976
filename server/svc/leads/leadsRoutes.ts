import type Router from '@koa/router';
import { OpenLeadForm, PostLead } from '#application/leads';
import { LEADS_ROUTES } from '#application/leads/svcRoutes';
import { currentProfileIdOf } from '#domain/identity/ownProfiles';
import { LEAD_ENDPOINTS } from '#domain/leads/Lead';
import { answer } from '#server/svc/shared/answer';
import { routeOf, routerOf } from '#server/svc/shared/routeOf';
import { validBody, validQuery } from '#server/svc/shared/validate';
import { formStampQuerySchema, leadBodySchema } from './leadSchemas';

/**
 * /svc/leads: validate the lead request body, call PostLead, answer 200 with {leadId, status}
 * ("Form submit must return HTTP 200", document 001 §5) or the error with its status.
 */
export function leadsRoutes(): Router {
  return routerOf([
    // A form opens: the service's signed stamp of the moment times the lead it sends. Each form its own.
    routeOf(LEADS_ROUTES.formStamp, async (ctx) => {
      await validQuery(ctx, formStampQuerySchema);
      answer(ctx, await ctx.state.container.get(OpenLeadForm).execute());
    }),
    ...LEAD_ENDPOINTS.map((endpoint) =>
      // Anonymous visitors send leads (document 001 §6); a bearer, when sent, names the visitor's profile.
      routeOf(LEADS_ROUTES[endpoint], async (ctx, session) => {
        const { captcha, ...body } = await validBody(ctx, leadBodySchema);
        const caller = { ip: ctx.ip, profileId: currentProfileIdOf(session), ...(captcha ? { captcha } : {}) };
        const request = body;
        answer(ctx, await ctx.state.container.get(PostLead).execute({ endpoint, request, caller }));
      }),
    ),
  ]);
}
