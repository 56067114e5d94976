import type Router from '@koa/router';
import type { AscendantsType } from '#application/identity/ports';
import type { AccountMode } from '#application/identity/queries/GetAccount';
import {
  GetAccount,
  GetAccountAscendants,
  GetAccountsByIds,
  GetAscendantsOfAccounts,
} from '#application/identity/tokens';
import { ok } from '#domain/shared/Result';
import { withCaller } from './authenticate';
import { answer } from './profileRoutes';
import { accountQuery, accountsByIdsBody, ascendantsBody, ascendantsQuery, idParam } from './schemas';

const strict = { abortEarly: true, stripUnknown: true } as const;

/** GET /accounts/{id}, POST /accounts/ids, GET /accounts/{id}/ascendants, POST /accounts/ascendants. Agencies are public. */
export function accountRoutes(router: Router): void {
  router.post('/accounts/ids', (ctx) =>
    withCaller(ctx, async () => {
      const body = await accountsByIdsBody.validate(ctx.request.body ?? {}, strict);
      const { mode } = await accountQuery.validate(ctx.query, strict);
      answer(
        ctx,
        ok({
          accounts: await ctx.state.container
            .get(GetAccountsByIds)
            .execute({ accounts: body.accounts, mode: mode as AccountMode }),
        }),
      );
    }),
  );

  router.post('/accounts/ascendants', (ctx) =>
    withCaller(ctx, async () => {
      const ids = await ascendantsBody.validate(ctx.request.body ?? null, strict);
      answer(ctx, ok({ items: await ctx.state.container.get(GetAscendantsOfAccounts).execute({ ids }) }));
    }),
  );

  router.get('/accounts/:id', (ctx) =>
    withCaller(ctx, async () => {
      const id = await idParam.validate(ctx.params.id);
      const { mode } = await accountQuery.validate(ctx.query, strict);
      answer(ctx, await ctx.state.container.get(GetAccount).execute({ id, mode: mode as AccountMode }));
    }),
  );

  router.get('/accounts/:id/ascendants', (ctx) =>
    withCaller(ctx, async () => {
      const id = await idParam.validate(ctx.params.id);
      const { ascendantsType } = await ascendantsQuery.validate(ctx.query, strict);
      answer(
        ctx,
        await ctx.state.container
          .get(GetAccountAscendants)
          .execute({ id, ascendantsType: ascendantsType as AscendantsType }),
      );
    }),
  );
}
