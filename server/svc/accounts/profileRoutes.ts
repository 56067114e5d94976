import {
  CreateProfile,
  GetProfile,
  SaveConsent,
  SaveCookiesConsent,
  UpdateProfile,
} from '#application/identity/tokens';
import { ok } from '#domain/shared/Result';
import { ACCOUNTS_ROUTES } from '#application/identity/svcRoutes';
import { answer } from '#server/svc/shared/answer';
import { type MountedRoute, routeOf } from '#server/svc/shared/routeOf';
import { idParam, validBody, validQuery } from '#server/svc/shared/validate';
import { withCaller } from './authenticate';
import { consentBody, cookiesConsentBody, createProfileBody, patchProfileBody, profileQuery } from './schemas';

/** POST /profiles, GET|PATCH /profiles/{id}, PUT /profiles/{id}/consent, PUT /profiles/{id}/cookiesConsent. */
export function profileRoutes(): MountedRoute[] {
  return [
    // The only call without a bearer: a first visit has no token yet. The secret comes back once.
    routeOf(ACCOUNTS_ROUTES.createProfile, async (ctx) => {
      const body = await validBody(ctx, createProfileBody);
      const { requestContext } = ctx.state;
      const created = await ctx.state.container.get(CreateProfile).execute({
        regionalSettings: body.regionalSettings ?? {
          culture: requestContext.culture,
          language: requestContext.culture,
          currencyId: requestContext.currency,
          ...(requestContext.portal.countryISO ? { countryISO: requestContext.portal.countryISO } : {}),
        },
        isCrawler: requestContext.isCrawler,
      });
      answer(ctx, ok({ ...created.profile, secret: created.secret }), { status: 201 });
    }),

    routeOf(ACCOUNTS_ROUTES.profile, (ctx, session) =>
      withCaller(ctx, session, async (caller) => {
        const id = await idParam(ctx);
        const { mode } = await validQuery(ctx, profileQuery);
        answer(ctx, await ctx.state.container.get(GetProfile).execute({ caller, id, mode: mode }));
      }),
    ),

    routeOf(ACCOUNTS_ROUTES.patchProfile, (ctx, session) =>
      withCaller(ctx, session, async (caller) => {
        const id = await idParam(ctx);
        const body = await validBody(ctx, patchProfileBody);
        answer(
          ctx,
          await ctx.state.container.get(UpdateProfile).execute({
            caller,
            id,
            ...(body.details ? { details: body.details } : {}),
            ...(body.regionalSettings ? { regionalSettings: body.regionalSettings } : {}),
            country: ctx.state.requestContext.portal.countryISO,
            culture: ctx.state.requestContext.culture,
            portalId: ctx.state.requestContext.portal.id,
          }),
        );
      }),
    ),

    routeOf(ACCOUNTS_ROUTES.consent, (ctx, session) =>
      withCaller(ctx, session, async (caller) => {
        const id = await idParam(ctx);
        const body = await validBody(ctx, consentBody);
        answer(
          ctx,
          await ctx.state.container
            .get(SaveConsent)
            .execute({ caller, id, email: body.email, sourceUrl: body.sourceUrl ?? ctx.get('referer') ?? undefined }),
        );
      }),
    ),

    routeOf(ACCOUNTS_ROUTES.cookiesConsent, (ctx, session) =>
      withCaller(ctx, session, async (caller) => {
        const id = await idParam(ctx);
        const body = await validBody(ctx, cookiesConsentBody);
        answer(
          ctx,
          await ctx.state.container.get(SaveCookiesConsent).execute({
            caller,
            id,
            cookiesConsent: { ...body, sourceUrl: body.sourceUrl ?? (ctx.get('referer') || undefined) },
          }),
        );
      }),
    ),
  ];
}
