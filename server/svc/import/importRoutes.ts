import type Router from '@koa/router';
import * as yup from 'yup';
import { ImportLimits } from '#application/import/ports';
import { IMPORT_ROUTES } from '#application/import/svcRoutes';
import {
  GetAgencyFeedSource,
  ListAgencyImportRuns,
  RemoveAgencyFeedSource,
  SetAgencyFeedSource,
  UploadAgencyFeed,
} from '#application/import/tokens';
import { FEED_FORMATS, IMPORT_MODES } from '#domain/import/FeedFormat';
import { answer } from '#server/svc/shared/answer';
import { fileBody } from '#server/svc/shared/fileBody';
import { routeOf, routerOf } from '#server/svc/shared/routeOf';
import { idParam, trimText, validBody, validQuery } from '#server/svc/shared/validate';

const uploadQuery = yup.object({
  format: yup
    .string()
    .transform(trimText)
    .oneOf([...FEED_FORMATS], `format must be one of ${FEED_FORMATS.join(', ')}`)
    .required('format is required'),
  mode: yup
    .string()
    .transform(trimText)
    .oneOf([...IMPORT_MODES], `mode must be one of ${IMPORT_MODES.join(', ')}`)
    .default('full'),
});

const feedSourceBody = yup.object({
  url: yup.string().strict().required('url is required').max(4000, 'url is too long'),
  format: yup
    .string()
    .strict()
    .oneOf([...FEED_FORMATS], `format must be one of ${FEED_FORMATS.join(', ')}`)
    .required('format is required'),
});

/**
 * The upload (docs/import-api.md): its body is the file, read here within IMPORT_MAX_FEED_MB, so
 * this router is mounted before the edge's JSON body reader (server/svc/shared/svcEdge). The key is
 * checked (routeOf, `agencyKey`) and the query validated before a byte of the body is read.
 */
export function importUploadRoutes(): Router {
  return routerOf([
    routeOf(IMPORT_ROUTES.upload, async (ctx, caller) => {
      const agencyId = await idParam(ctx, 'agencyId');
      const { format, mode } = await validQuery(ctx, uploadQuery);
      const file = await fileBody(ctx, ctx.state.container.get(ImportLimits).maxFeedBytes);
      const run = await ctx.state.container
        .get(UploadAgencyFeed)
        .execute({ caller, agencyId, format: format, mode: mode, file });
      // 202: the listings are written, their pictures still being imported (docs/import-api.md "Upload").
      answer(ctx, run, { status: run.ok && run.value.picturesPending ? 202 : 201 });
    }),
  ]);
}

/** The agency's runs and its feed URL: JSON, behind the edge's body reader like every other route. */
export function importRoutes(): Router {
  return routerOf([
    routeOf(IMPORT_ROUTES.runs, async (ctx, caller) => {
      const agencyId = await idParam(ctx, 'agencyId');
      answer(ctx, await ctx.state.container.get(ListAgencyImportRuns).execute({ caller, agencyId }));
    }),
    routeOf(IMPORT_ROUTES.feedSource, async (ctx, caller) => {
      const agencyId = await idParam(ctx, 'agencyId');
      answer(ctx, await ctx.state.container.get(GetAgencyFeedSource).execute({ caller, agencyId }));
    }),
    routeOf(IMPORT_ROUTES.setFeedSource, async (ctx, caller) => {
      const agencyId = await idParam(ctx, 'agencyId');
      const body = await validBody(ctx, feedSourceBody);
      answer(
        ctx,
        await ctx.state.container
          .get(SetAgencyFeedSource)
          .execute({ caller, agencyId, url: body.url, format: body.format }),
      );
    }),
    routeOf(IMPORT_ROUTES.removeFeedSource, async (ctx, caller) => {
      const agencyId = await idParam(ctx, 'agencyId');
      const removed = await ctx.state.container.get(RemoveAgencyFeedSource).execute({ caller, agencyId });
      if (removed.ok) ctx.status = 204;
      else answer(ctx, removed);
    }),
  ]);
}
