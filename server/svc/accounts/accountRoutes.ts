import {
  GetAccount,
  GetAccountAscendants,
  GetAccountsByIds,
  GetAscendantsOfAccounts,
  IssueAgencyApiKey,
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
            accounts: await ctx.state.container.get(GetAccountsByIds).execute({ accounts: body.accounts, mode: mode }),
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
        answer(ctx, await ctx.state.container.get(GetAccount).execute({ id, mode: mode }));
      }),
    ),

    // The agency's import API key (docs/import-api.md): answered once, 201, never cached.
    routeOf(ACCOUNTS_ROUTES.agencyApiKey, (ctx, session) =>
      withCaller(ctx, session, async (caller) => {
        const accountId = await idParam(ctx);
        answer(ctx, await ctx.state.container.get(IssueAgencyApiKey).execute({ caller, accountId }), { status: 201 });
      }),
    ),

    routeOf(ACCOUNTS_ROUTES.accountAscendants, (ctx, session) =>
      withCaller(ctx, session, async () => {
        const id = await idParam(ctx);
        const { ascendantsType } = await validQuery(ctx, ascendantsQuery);
        answer(
          ctx,
          await ctx.state.container.get(GetAccountAscendants).execute({ id, ascendantsType: ascendantsType }),
        );
      }),
    ),
  ];
}
