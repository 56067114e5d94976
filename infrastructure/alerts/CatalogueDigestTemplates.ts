import type { DigestTemplates } from '#application/alerts/jobPorts';
import { DigestRenderer } from './renderDigest';

/** The digest e-mail rendered with the alerts' catalogue (config/i18n/alerts), ICU-formatted. */
export class CatalogueDigestTemplates implements DigestTemplates {
  constructor(
    private readonly translate: (culture: string, key: string, values?: Record<string, string | number>) => string,
  ) {}

  renderer(context: { culture: string; currency: string; portalName: string; origin: string }) {
    return new DigestRenderer({
      ...context,
      translate: (text, values) => this.translate(context.culture, text, values),
    });
  }
}
