import { useState } from 'react';
import { AccountsService } from '#application/identity/ports';
import { switchCodeAnswerOf } from '#domain/identity/DashboardSwitch';
import { useLazyInjection } from '#presentation/shared/di/ContainerContext';
import { useNotifications } from '#presentation/shared/shell/ShellServices';
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
