import type { ServiceIdentifier } from 'inversify';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import type { ConfirmAlertAddress as ConfirmAlertAddressCommand } from './commands/ConfirmAlertAddress';
import type { RequestAlertConfirmationHandler } from './commands/RequestAlertConfirmation';
import type { SubscribeThisBrowserHandler } from './commands/SubscribeThisBrowser';
import type { UnsubscribeFromAlertHandler } from './commands/UnsubscribeFromAlert';
import type { GetPushPublicKeyHandler } from './queries/GetPushPublicKey';

/** Confirming an alert address: the handler on the server, the /svc call in the browser. */
export interface ConfirmAlertAddressUseCase {
  execute(command: ConfirmAlertAddressCommand): Promise<Result<void, DomainError>>;
}
export const ConfirmAlertAddress: ServiceIdentifier<ConfirmAlertAddressUseCase> =
  Symbol.for('alerts.ConfirmAlertAddress');

/** Server only: the services that store e-mail alerts and profile e-mails call it. */
export const RequestAlertConfirmation: ServiceIdentifier<RequestAlertConfirmationHandler> = Symbol.for(
  'alerts.RequestAlertConfirmation',
);

/** Server only: the /unsubscribe page's GET and the /svc POST of its button turn an alert off through it. */
export const UnsubscribeFromAlert: ServiceIdentifier<UnsubscribeFromAlertHandler> =
  Symbol.for('alerts.UnsubscribeFromAlert');

/** The /unsubscribe page's button in the browser: the owner confirms turning the search's alert off. */
export interface ConfirmUnsubscribeUseCase {
  execute(command: { searchId: number }): Promise<Result<void, DomainError>>;
}
export const ConfirmUnsubscribe: ServiceIdentifier<ConfirmUnsubscribeUseCase> = Symbol.for('alerts.ConfirmUnsubscribe');

// The browser's own push use cases, over the push subscriptions' http adapter (config/di/alertsModule).
export const GetPushPublicKey: ServiceIdentifier<GetPushPublicKeyHandler> = Symbol.for('alerts.GetPushPublicKey');
export const SubscribeThisBrowser: ServiceIdentifier<SubscribeThisBrowserHandler> =
  Symbol.for('alerts.SubscribeThisBrowser');
