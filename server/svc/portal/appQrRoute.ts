import type Router from '@koa/router';
import QRCode from 'qrcode';
import * as yup from 'yup';
import { PORTAL_ROUTES } from '#application/portal/svcRoutes';
import { APP_ADVERT_SUBJECTS, appDownloadLink } from '#domain/portal/MobileApps';
import { routeOf, routerOf } from '#server/svc/shared/routeOf';
import { BadRequest } from '#server/svc/shared/serviceError';
import { validQuery } from '#server/svc/shared/validate';

/** The advert's subject (document 000 §2: "kinds Chat and SearchAlerts"). */
export const appQrQuerySchema = yup.object({
  subject: yup
    .string()
    .oneOf([...APP_ADVERT_SUBJECTS], 'subject must be Chat or SearchAlerts')
    .required('subject is required'),
});

/** The same few codes are asked for all day: made once per portal and subject. */
const made = new Map<string, Promise<string>>();

/**
 * GET /svc/portal/apps/qr?subject=…: the app advert's second step (document 000 §2 "advert, then QR
 * code"), an SVG QR code of the portal's app download link, made here on the server (no network,
 * nothing for the browser to download but the image).
 */
export function appQrRoute(): Router {
  return routerOf([
    routeOf(PORTAL_ROUTES.appQr, async (ctx) => {
      const { subject } = await validQuery(ctx, appQrQuerySchema);
      const { portal } = ctx.state.requestContext;
      if (!portal.mobileApps) throw new BadRequest('NO_MOBILE_APPS', 'this portal has no mobile apps', 'subject', 404);
      const link = appDownloadLink(portal.mobileApps, subject);
      let svg = made.get(link);
      if (!svg) {
        svg = QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
        made.set(link, svg);
      }
      ctx.set('Cache-Control', 'public, max-age=86400');
      ctx.type = 'image/svg+xml';
      ctx.body = await svg;
    }),
  ]);
}
