import type Router from '@koa/router';
import type { Context } from 'koa';
import {
  CreateProfile,
  GetProfile,
  SaveConsent,
  SaveCookiesConsent,
  UpdateProfile,
} from '#application/identity/tokens';
import type { ProfileMode } from '#domain/identity/Profile';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { sendDomainError } from '#server/middleware/svcErrors';
import { withCaller } from './authenticate';
import { consentBody, cookiesConsentBody, createProfileBody, idParam, patchProfileBody, profileQuery } from './schemas';

const strict = { abortEarly: true, stripUnknown: true } as const;

function answer<T>(ctx: Context, result: Result<T, DomainError>): void {
  if (!result.ok) return sendDomainError(ctx, result.error);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = result.value;
}

/** POST /profiles, GET|PATCH /profiles/{id}, PUT /profiles/{id}/consent, PUT /profiles/{id}/cookiesConsent. */
export function profileRoutes(router: Router): void {
  // The only call without a bearer: a first visit has no token yet. The secret comes back once.
  router.post('/profiles', async (ctx) => {
    const body = await createProfileBody.validate(ctx.request.body ?? {}, strict);
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
    ctx.status = 201;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { ...created.profile, secret: created.secret };
  });

  router.get('/profiles/:id', (ctx) =>
    withCaller(ctx, async (caller) => {
      const id = await idParam.validate(ctx.params.id);
      const { mode } = await profileQuery.validate(ctx.query, strict);
      answer(ctx, await ctx.state.container.get(GetProfile).execute({ caller, id, mode: mode as ProfileMode }));
    }),
  );

  router.patch('/profiles/:id', (ctx) =>
    withCaller(ctx, async (caller) => {
      const id = await idParam.validate(ctx.params.id);
      const body = await patchProfileBody.validate(ctx.request.body ?? {}, strict);
      answer(
        ctx,
        await ctx.state.container.get(UpdateProfile).execute({
          caller,
          id,
          ...(body.details ? { details: body.details } : {}),
          ...(body.regionalSettings ? { regionalSettings: body.regionalSettings } : {}),
          country: ctx.state.requestContext.portal.countryISO,
        }),
      );
    }),
  );

  router.put('/profiles/:id/consent', (ctx) =>
    withCaller(ctx, async (caller) => {
      const id = await idParam.validate(ctx.params.id);
      const body = await consentBody.validate(ctx.request.body ?? {}, strict);
      answer(
        ctx,
        await ctx.state.container
          .get(SaveConsent)
          .execute({ caller, id, email: body.email, sourceUrl: body.sourceUrl ?? ctx.get('referer') ?? undefined }),
      );
    }),
  );

  router.put('/profiles/:id/cookiesConsent', (ctx) =>
    withCaller(ctx, async (caller) => {
      const id = await idParam.validate(ctx.params.id);
      const body = await cookiesConsentBody.validate(ctx.request.body ?? {}, strict);
      answer(
        ctx,
        await ctx.state.container.get(SaveCookiesConsent).execute({
          caller,
          id,
          cookiesConsent: { ...body, sourceUrl: body.sourceUrl ?? (ctx.get('referer') || undefined) },
        }),
      );
    }),
  );
}

export { answer };
