import { useState } from 'react';
import { AccountsService } from '#application/identity/ports';
import { switchCodeAnswerOf } from '#domain/identity/DashboardSwitch';
import { useLazyInjection } from '#presentation/shared/di/ContainerContext';
// Not the shell's index: the shell's header renders the Agent Dashboard link, so that would be a cycle.
import { useNotifications } from '#presentation/shell/ShellServices';
import { DashboardSwitchViewModel } from './DashboardSwitchViewModel';

/** The dashboard switch for one component, its failures shown as the shell's toasts. */
export function useDashboardSwitch(): DashboardSwitchViewModel {
  const notifications = useNotifications();
  const accounts = useLazyInjection(AccountsService);
  const [model] = useState(
    () =>
      new DashboardSwitchViewModel(notifications, (targetClientId, signal) =>
        accounts.issueClientSwitchCode(targetClientId, signal).then(switchCodeAnswerOf),
      ),
  );
  return model;
}
