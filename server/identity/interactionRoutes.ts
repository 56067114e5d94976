import Router from '@koa/router';
import type { Container } from 'inversify';
import type { Context } from 'koa';
import type Provider from 'oidc-provider';
import * as yup from 'yup';
import { LoginPageState } from '#application/identity/ports';
import * as identity from '#application/identity/tokens';
import type { IdentityConfig } from '#config/identity/IdentityConfig';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { passesCsrfCheck, rejectCsrf } from './csrf';
import { readProfileCookie, setProfileCookie } from './identityCookies';
import { GCLID_COOKIE, validGclid } from '#domain/identity/GuestProfileBirth';
import { rememberLogin, signedInBefore } from './knownLogins';
import { socialLoginRoutes } from './socialLoginRoutes';
import { jsonBody } from '#server/svc/shared/jsonBody';
import { BadRequest, clip } from '#server/svc/shared/serviceError';
import { trimText, validBody } from '#server/svc/shared/validate';

const email = yup.string().transform(trimText).max(254).required('Immobox.Validations.Required');
const code = yup.string().transform(trimText).max(20).required('Immobox.Validations.Required');
const schemas = {
  password: yup.object({ email, password: yup.string().max(1000).required('Immobox.Validations.Required') }),
  sendCode: yup.object({ email }),
  emailCode: yup.object({ email, code }),
  register: yup.object({
    fullName: yup.string().max(1000).default(''),
    email: yup.string().max(254).default(''),
    password: yup.string().max(1000).default(''),
    acceptTerms: yup.boolean().default(false),
  }),
};

/**
 * The login and register pages' calls (JSON, CSRF-checked), under /login so that they receive the
 * provider's interaction cookie (scoped to the page's path). Each success links the browser's
 * profile, rotates its secret and finishes the interaction; the answer says where to go next.
 */
export function interactionRoutes(options: {
  root: Container;
  provider: Provider;
  config: IdentityConfig;
  production: boolean;
  allowSocial: (ctx: Context) => boolean;
}): Router {
  const { root, provider, production } = options;
  const router = new Router({ prefix: '/login' });
  const clientKey = (ctx: Context) => ctx.ip || 'unknown';
  const known = (ctx: Context) => signedInBefore(ctx, options.config.keys.hmacKey);

  router.use(async (ctx, next) => {
    if (ctx.method !== 'GET' && !passesCsrfCheck(ctx)) return rejectCsrf(ctx);
    await next();
  });
  // A malformed body is the caller's mistake: answered like any other invalid form.
  router.use(async (ctx, next) => {
    try {
      await jsonBody({ limit: 16 * 1024 })(ctx, next);
    } catch (error) {
      if (error instanceof BadRequest) return refuse(ctx, error.status, error.code, error.message, error.field);
      if (!(error instanceof yup.ValidationError)) throw error;
      refuse(ctx, 400, 'VALIDATION_FAILED', error.errors[0] ?? 'Errors.Message.SomethingWrong', error.path || null);
    }
  });

  /** Finishes the interaction for a user: link the profile, rotate its secret, tell the provider who logged in. */
  const finish = async (ctx: Context, userId: number, registered: boolean) => {
    const cookie = readProfileCookie(ctx);
    // A sign-in is one of the acts that bear a profile (domain/identity/GuestProfileBirth).
    const gclid = validGclid(ctx.cookies.get(GCLID_COOKIE));
    const { profileId, secret } = await root.get(identity.CompleteLogin).execute({
      userId,
      registered,
      profileId: cookie?.profileId,
      profileSecret: cookie?.secret,
      ...(gclid ? { gclid } : {}),
    });
    setProfileCookie(ctx, production, profileId, secret);
    rememberLogin(ctx, options.config.keys.hmacKey, userId, production);
    const redirectTo = await provider.interactionResult(
      ctx.req,
      ctx.res,
      { login: { accountId: `user:${userId}:profile:${profileId}`, remember: false } },
      { mergeWithLastSubmission: false },
    );
    ctx.body = { redirectTo };
  };

  /** Runs a step only while an authorization request is live; an expired page says so. */
  const live = async (ctx: Context, step: () => Promise<void>) => {
    try {
      await provider.interactionDetails(ctx.req, ctx.res);
    } catch {
      ctx.status = 410;
      ctx.body = { error: { code: 'INTERACTION_EXPIRED', message: 'Identity.Page.Expired', field: null } };
      return;
    }
    await step();
  };

  const fail = (ctx: Context, result: Result<unknown, DomainError> & { ok: false }) => {
    ctx.status = result.error.kind === 'TOO_MANY_REQUESTS' ? 429 : result.error.kind === 'UNAUTHORIZED' ? 401 : 400;
    ctx.body = {
      error: {
        code: result.error.code,
        message: result.error.message,
        field: result.error.field ?? null,
        values: result.error.values,
      },
    };
  };

  router.post('/password', (ctx) =>
    live(ctx, async () => {
      const body = await validBody(ctx, schemas.password);
      const result = await root
        .get(identity.LogInWithPassword)
        .execute({ email: body.email, password: body.password, clientKey: clientKey(ctx), signedInBefore: known(ctx) });
      if (!result.ok) return fail(ctx, result);
      await finish(ctx, result.value.userId, false);
    }),
  );

  router.post('/email-code/send', (ctx) =>
    live(ctx, async () => {
      const body = await validBody(ctx, schemas.sendCode);
      const result = await root.get(identity.SendEmailCode).execute({
        email: body.email,
        culture: ctx.state.requestContext.culture,
        clientKey: clientKey(ctx),
        signedInBefore: known(ctx),
      });
      if (!result.ok) return fail(ctx, result);
      ctx.body = { next: 'code' };
    }),
  );

  router.post('/email-code', (ctx) =>
    live(ctx, async () => {
      const body = await validBody(ctx, schemas.emailCode);
      const result = await root
        .get(identity.LogInWithEmailCode)
        .execute({ email: body.email, code: body.code, clientKey: clientKey(ctx), signedInBefore: known(ctx) });
      if (!result.ok) return fail(ctx, result);
      await finish(ctx, result.value.userId, false);
    }),
  );

  router.post('/register', (ctx) =>
    live(ctx, async () => {
      const body = await validBody(ctx, schemas.register);
      const { requestContext } = ctx.state;
      const result = await root.get(identity.StartRegistration).execute({
        ...body,
        culture: requestContext.culture,
        clientKey: clientKey(ctx),
        regionalSettings: {
          culture: requestContext.culture,
          language: requestContext.culture,
          currencyId: requestContext.currency,
          ...(requestContext.portal.countryISO ? { countryISO: requestContext.portal.countryISO } : {}),
        },
      });
      if (!result.ok) return fail(ctx, result);
      ctx.body = { next: 'confirm' };
    }),
  );

  router.post('/register/confirm', (ctx) =>
    live(ctx, async () => {
      const body = await validBody(ctx, schemas.emailCode);
      const result = await root
        .get(identity.ConfirmRegistration)
        .execute({ email: body.email, code: body.code, clientKey: clientKey(ctx) });
      if (!result.ok) return fail(ctx, result);
      await finish(ctx, result.value.userId, result.value.registered);
    }),
  );

  router.post('/abort', (ctx) =>
    live(ctx, async () => {
      const redirectTo = await provider.interactionResult(
        ctx.req,
        ctx.res,
        { error: 'access_denied', error_description: 'the visitor cancelled' },
        { mergeWithLastSubmission: false },
      );
      ctx.body = { redirectTo };
    }),
  );

  socialLoginRoutes(router, { ...options, finish });

  // The page itself: a live request binds its state for the page to render; none starts one.
  router.get('/', async (ctx, next) => {
    let details: Awaited<ReturnType<Provider['interactionDetails']>> | undefined;
    try {
      details = await provider.interactionDetails(ctx.req, ctx.res);
    } catch {
      const view = ctx.query.view === 'login' ? 'login' : 'register';
      return ctx.redirect(
        `/auth/login?view=${view}&callbackUrl=${encodeURIComponent(typeof ctx.query.callbackUrl === 'string' ? ctx.query.callbackUrl : '/')}`,
      );
    }
    const acr = typeof details.params.acr_values === 'string' ? details.params.acr_values : '';
    const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : undefined;
    const state: LoginPageState = {
      view: acr === 'login' ? 'login' : acr === 'emailCode' ? 'emailCode' : 'register',
      ...(hint ? { email: hint } : {}),
      socialNetworks: options.allowSocial(ctx)
        ? options.config.settings.social.map((provider) => provider.network)
        : [],
      active: true,
    };
    ctx.state.container.bind(LoginPageState).toConstantValue(state);
    ctx.set('Cache-Control', 'no-store');
    await next();
  });

  return router;
}

/** The login page's error shape: `{ error: { code, message, field } }`, short and never cached. */
function refuse(ctx: Context, status: number, code: string, message: string, field: string | null): void {
  ctx.status = status;
  ctx.set('Cache-Control', 'private, no-store');
  ctx.body = { error: { code, message: clip(message), field: field ? clip(field) : null } };
}
