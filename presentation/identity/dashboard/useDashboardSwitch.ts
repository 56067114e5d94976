import { useViewModel } from '#presentation/shared/di/ContainerContext';
import type { DashboardSwitchViewModel as DashboardSwitchViewModelClass } from './DashboardSwitchViewModel';
import { DashboardSwitchViewModel } from '../viewModelTokens';

/** The dashboard switch for one component, its failures shown as the shell's toasts. */
export function useDashboardSwitch(): DashboardSwitchViewModelClass {
  return useViewModel(DashboardSwitchViewModel);
}
