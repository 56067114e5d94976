/** What other contexts use of alerts: asking for an alert address's confirmation. */
export { RequestAlertConfirmation } from './tokens';
export type { RequestAlertConfirmation as RequestAlertConfirmationCommand } from './commands/RequestAlertConfirmation';
export type { RequestAlertConfirmationHandler } from './commands/RequestAlertConfirmation';
