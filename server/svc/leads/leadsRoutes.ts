import Router from '@koa/router';
import type { Context } from 'koa';
import { type LeadCaller, OpenLeadForm, PostLead } from '#application/leads';
import type { LeadEndpoint, LeadRequest } from '#domain/leads/Lead';
import type { DomainError } from '#domain/shared/DomainError';
import { currentProfileIdOf } from '#domain/identity/ownProfiles';
import { map, type Result } from '#domain/shared/Result';
import { answer } from '#server/svc/shared/answer';
import { sessionOf } from '#server/svc/shared/svcSession';
import { validBody, validQuery } from '#server/svc/shared/validate';
import { formStampQuerySchema, leadBodySchema } from './leadSchemas';

/** The route of each lead endpoint (document 001 §7 "Leads"). */
const PATHS: Record<LeadEndpoint, string> = {
  lead: '/leads',
  tour: '/leads/tour',
  listingAddress: '/leads/listingAddress',
  user: '/leads/user',
  project: '/leads/project',
  mortgage: '/leads/mortgage',
  firstCaution: '/leads/firstCaution',
  rentalDepositInsurance: '/leads/rentalDepositInsurance',
};

/** Anonymous visitors send leads (document 001 §6); a bearer, when sent, names the visitor's profile. */
async function leadCaller(ctx: Context, captcha: string | undefined): Promise<Result<LeadCaller, DomainError>> {
  const session = await sessionOf(ctx, 'anyone');
  return map(session, (verified) => ({
    ip: ctx.ip,
    profileId: currentProfileIdOf(verified),
    ...(captcha ? { captcha } : {}),
  }));
}

/**
 * /svc/leads: validate the lead request body, call PostLead, answer 200 with {leadId, status}
 * ("Form submit must return HTTP 200", document 001 §5) or the error with its status.
 */
export function leadsRoutes(): Router {
  const router = new Router();
  // A form opens: the service's signed stamp of the moment times the lead it sends. Each form its own.
  router.get('/leads/formStamp', async (ctx) => {
    await validQuery(ctx, formStampQuerySchema);
    answer(ctx, await ctx.state.container.get(OpenLeadForm).execute());
  });
  for (const [endpoint, path] of Object.entries(PATHS) as [LeadEndpoint, string][]) {
    router.post(path, async (ctx) => {
      const { captcha, ...body } = await validBody(ctx, leadBodySchema);
      const caller = await leadCaller(ctx, captcha);
      if (!caller.ok) return answer(ctx, caller);
      const request = body as LeadRequest;
      answer(ctx, await ctx.state.container.get(PostLead).execute({ endpoint, request, caller: caller.value }));
    });
  }
  return router;
}
