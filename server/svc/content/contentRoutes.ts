import type Router from '@koa/router';
import { CONTENT_ROUTES } from '#application/content/svcRoutes';
import { GetContent, SubmitContentForm } from '#application/content/tokens';
import { answer } from '#server/svc/shared/answer';
import { routeOf, routerOf } from '#server/svc/shared/routeOf';
import { validBody, validQuery } from '#server/svc/shared/validate';
import { contentQuerySchema, submitFormBodySchema } from './contentSchemas';

/** Document 000 §9: content cached 2 hours in production (the answer depends only on its query). */
const CONTENT_CACHE = { publicMaxAge: 7200 };

/** /svc/content (document 001 §7 "Content": GET /api/content (id, path); POST /submitform). */
export function contentRoutes(): Router {
  return routerOf([
    routeOf(CONTENT_ROUTES.content, async (ctx) => {
      const query = await validQuery(ctx, contentQuerySchema);
      const request = ctx.state.requestContext;
      const culture = query.culture ?? request.culture;
      const result = await ctx.state.container.get(GetContent).execute({ id: query.id, path: query.path, culture });
      answer(ctx, result, query.culture ? CONTENT_CACHE : {});
    }),

    routeOf(CONTENT_ROUTES.submitForm, async (ctx) => {
      const body = await validBody(ctx, submitFormBodySchema);
      const request = ctx.state.requestContext;
      const result = await ctx.state.container.get(SubmitContentForm).execute({
        pageId: body.pageId,
        formId: body.formId,
        culture: body.culture ?? request.culture,
        portalId: request.portal.id,
        fields: body.fields,
      });
      answer(ctx, result);
    }),
  ]);
}
