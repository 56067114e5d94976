import type { PushTemplates } from '#application/alerts/jobPorts';
import { renderPush } from './renderPush';

/** The push notification's text from the alerts' catalogue (config/i18n/alerts), ICU-formatted. */
export class CataloguePushTemplates implements PushTemplates {
  constructor(
    private readonly translate: (culture: string, key: string, values?: Record<string, string | number>) => string,
  ) {}

  render(input: Parameters<PushTemplates['render']>[0]) {
    return renderPush({ ...input, translate: (key, values) => this.translate(input.culture, key, values) });
  }
}
