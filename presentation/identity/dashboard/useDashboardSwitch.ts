import { useState } from 'react';
// Not the shell's index: the shell's header renders the Agent Dashboard link, so that would be a cycle.
import { useNotifications } from '#presentation/shell/ShellServices';
import { DashboardSwitchViewModel } from './DashboardSwitchViewModel';

/** The dashboard switch for one component, its failures shown as the shell's toasts. */
export function useDashboardSwitch(): DashboardSwitchViewModel {
  const notifications = useNotifications();
  const [model] = useState(() => new DashboardSwitchViewModel(notifications));
  return model;
}
