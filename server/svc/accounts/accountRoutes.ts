import type { AscendantsType } from '#application/identity/ports';
import type { AccountMode } from '#application/identity/queries/GetAccount';
import {
  GetAccount,
  GetAccountAscendants,
  GetAccountsByIds,
  GetAscendantsOfAccounts,
} from '#application/identity/tokens';
import { ok } from '#domain/shared/Result';
import { ACCOUNTS_ROUTES } from '#application/identity/svcRoutes';
import { answer } from '#server/svc/shared/answer';
import { type MountedRoute, routeOf } from '#server/svc/shared/routeOf';
import { idParam, validBody, validQuery } from '#server/svc/shared/validate';
import { withCaller } from './authenticate';
import { accountQuery, accountsByIdsBody, ascendantsBody, ascendantsQuery } from './schemas';

/** GET /accounts/{id}, POST /accounts/ids, GET /accounts/{id}/ascendants, POST /accounts/ascendants. Agencies are public. */
export function accountRoutes(): MountedRoute[] {
  return [
    routeOf(ACCOUNTS_ROUTES.accountsByIds, (ctx, session) =>
      withCaller(ctx, session, async () => {
        const body = await validBody(ctx, accountsByIdsBody);
        const { mode } = await validQuery(ctx, accountQuery);
        answer(
          ctx,
          ok({
            accounts: await ctx.state.container
              .get(GetAccountsByIds)
              .execute({ accounts: body.accounts, mode: mode as AccountMode }),
          }),
        );
      }),
    ),

    routeOf(ACCOUNTS_ROUTES.ascendantsOfAccounts, (ctx, session) =>
      withCaller(ctx, session, async () => {
        const ids = await validBody(ctx, ascendantsBody, null);
        answer(ctx, ok({ items: await ctx.state.container.get(GetAscendantsOfAccounts).execute({ ids }) }));
      }),
    ),

    routeOf(ACCOUNTS_ROUTES.account, (ctx, session) =>
      withCaller(ctx, session, async () => {
        const id = await idParam(ctx);
        const { mode } = await validQuery(ctx, accountQuery);
        answer(ctx, await ctx.state.container.get(GetAccount).execute({ id, mode: mode as AccountMode }));
      }),
    ),

    routeOf(ACCOUNTS_ROUTES.accountAscendants, (ctx, session) =>
      withCaller(ctx, session, async () => {
        const id = await idParam(ctx);
        const { ascendantsType } = await validQuery(ctx, ascendantsQuery);
        answer(
          ctx,
          await ctx.state.container
            .get(GetAccountAscendants)
            .execute({ id, ascendantsType: ascendantsType as AscendantsType }),
        );
      }),
    ),
  ];
}
