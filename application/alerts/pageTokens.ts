import type { ServiceIdentifier } from 'inversify';
import type { OpenUnsubscribePageHandler } from './commands/OpenUnsubscribePage';

/** DI tokens of the alerts' own pages (presentation/pages/unsubscribe), apart from ./tokens.ts. */
export const OpenUnsubscribePage: ServiceIdentifier<OpenUnsubscribePageHandler> =
  Symbol.for('alerts.OpenUnsubscribePage');
