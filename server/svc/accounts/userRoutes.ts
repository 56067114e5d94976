import {
  ChangePassword,
  GetLoginMethods,
  GetUser,
  GetUsersByIds,
  IdentifyByUrlToken,
  IssueClientSwitchCode,
  UpdateUser,
} from '#application/identity/tokens';
import { ok } from '#domain/shared/Result';
import { ACCOUNTS_ROUTES } from '#application/identity/svcRoutes';
import { answer } from '#server/svc/shared/answer';
import { type MountedRoute, routeOf } from '#server/svc/shared/routeOf';
import { idParam, validBody, validQuery } from '#server/svc/shared/validate';
import { withCaller } from './authenticate';
import {
  changePasswordBody,
  patchUserBody,
  switchCodeQuery,
  urlTokenQuery,
  userQuery,
  usersByIdsBody,
} from './schemas';

/** GET|PATCH /users/{id}, GET /users/slug/{slug}, POST /users/ids, GET /users/{id}/loginMethods, the switch code. */
export function userRoutes(): MountedRoute[] {
  return [
    routeOf(ACCOUNTS_ROUTES.userBySlug, (ctx, session) =>
      withCaller(ctx, session, async (caller) => {
        const { mode } = await validQuery(ctx, userQuery);
        answer(
          ctx,
          await ctx.state.container
            .get(GetUser)
            .execute({ caller, slug: String(ctx.params.slug).slice(0, 200), mode: mode }),
        );
      }),
    ),

    routeOf(ACCOUNTS_ROUTES.usersByIds, (ctx, session) =>
      withCaller(ctx, session, async () => {
        const body = await validBody(ctx, usersByIdsBody);
        answer(ctx, ok({ users: await ctx.state.container.get(GetUsersByIds).execute({ userIds: body.userIds }) }));
      }),
    ),

    routeOf(ACCOUNTS_ROUTES.user, (ctx, session) =>
      withCaller(ctx, session, async (caller) => {
        const id = await idParam(ctx);
        const { mode } = await validQuery(ctx, userQuery);
        answer(ctx, await ctx.state.container.get(GetUser).execute({ caller, id, mode: mode }));
      }),
    ),

    routeOf(ACCOUNTS_ROUTES.patchUser, (ctx, session) =>
      withCaller(ctx, session, async (caller) => {
        const id = await idParam(ctx);
        const body = await validBody(ctx, patchUserBody);
        answer(ctx, await ctx.state.container.get(UpdateUser).execute({ caller, id, ...body }));
      }),
    ),

    routeOf(ACCOUNTS_ROUTES.loginMethods, (ctx, session) =>
      withCaller(ctx, session, async (caller) => {
        const userId = await idParam(ctx);
        answer(ctx, await ctx.state.container.get(GetLoginMethods).execute({ caller, userId }));
      }),
    ),

    routeOf(ACCOUNTS_ROUTES.password, (ctx, session) =>
      withCaller(ctx, session, async (caller) => {
        const userId = await idParam(ctx);
        const body = await validBody(ctx, changePasswordBody);
        const result = await ctx.state.container.get(ChangePassword).execute({
          caller,
          userId,
          newPassword: body.newPassword,
          ...(body.currentPassword ? { currentPassword: body.currentPassword } : {}),
        });
        if (result.ok) ctx.status = 204;
        else answer(ctx, result);
      }),
    ),

    // GET /api/v1/token?hash: a link from our e-mails identifies the caller's profile (UserIdentifiedByUrlToken).
    routeOf(ACCOUNTS_ROUTES.urlToken, (ctx, session) =>
      withCaller(ctx, session, async (caller) => {
        const { hash } = await validQuery(ctx, urlTokenQuery);
        answer(ctx, await ctx.state.container.get(IdentifyByUrlToken).execute({ caller, hash }));
      }),
    ),

    routeOf(ACCOUNTS_ROUTES.clientSwitchCode, (ctx, session) =>
      withCaller(ctx, session, async (caller) => {
        const { targetClientId } = await validQuery(ctx, switchCodeQuery);
        answer(
          ctx,
          await ctx.state.container
            .get(IssueClientSwitchCode)
            .execute({ caller, targetClientId, dashboard: ctx.state.requestContext.portal.dashboard }),
        );
      }),
    ),
  ];
}
