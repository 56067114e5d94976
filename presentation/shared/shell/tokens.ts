import type { ServiceIdentifier } from 'inversify';
import type { NavigationViewModel as NavigationViewModelClass } from './NavigationViewModel';
import type { NotificationsViewModel as NotificationsViewModelClass } from './NotificationsViewModel';

/**
 * DI tokens of the shell (STYLE rule 4: a token shares its name with what it identifies).
 * The browser container binds both view-models as singletons; on the server the layout
 * makes a fresh one per render when none is bound, so nothing leaks between requests.
 */
export const NotificationsViewModel: ServiceIdentifier<NotificationsViewModelClass> =
  Symbol.for('shell.NotificationsViewModel');
export const NavigationViewModel: ServiceIdentifier<NavigationViewModelClass> = Symbol.for('shell.NavigationViewModel');

export { Timers, ToastSettings } from './toastTokens';
