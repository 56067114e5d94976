import { createContext, useContext, useState, type ReactNode } from 'react';
import { useOptionalInjection } from '../di/ContainerContext';
import { AppAdvertisementViewModel as AppAdvertisementViewModelClass } from './AppAdvertisementViewModel';
import { AppAdvertisementViewModel } from './appAdvertisementTokens';
import { NavigationViewModel as NavigationViewModelClass } from './NavigationViewModel';
import { NotificationsViewModel as NotificationsViewModelClass } from './NotificationsViewModel';
import { NavigationViewModel, NotificationsViewModel } from './tokens';

interface ShellServicesValue {
  notifications: NotificationsViewModelClass;
  navigation: NavigationViewModelClass;
  appAdvertisement: AppAdvertisementViewModelClass;
}

const ShellServicesContext = createContext<ShellServicesValue | null>(null);

/**
 * The shell's view-models for everything below the layout. They come from the DI container
 * when bound there (the browser binds them once, so every page shares them); otherwise (the
 * server's request container) the layout makes its own for this render, which is what SSR
 * needs: an empty toast area and default counters, nothing shared between requests.
 */
export function ShellServicesProvider({ children }: { children: ReactNode }) {
  const boundNotifications = useOptionalInjection(NotificationsViewModel);
  const boundNavigation = useOptionalInjection(NavigationViewModel);
  const boundAppAdvertisement = useOptionalInjection(AppAdvertisementViewModel);
  const [value] = useState<ShellServicesValue>(() => ({
    notifications: boundNotifications ?? new NotificationsViewModelClass(),
    navigation: boundNavigation ?? new NavigationViewModelClass(),
    appAdvertisement: boundAppAdvertisement ?? new AppAdvertisementViewModelClass(),
  }));
  return <ShellServicesContext.Provider value={value}>{children}</ShellServicesContext.Provider>;
}

function useShellServices(): ShellServicesValue {
  const value = useContext(ShellServicesContext);
  if (!value) throw new Error('The shell view-models are provided by the layout (<ShellServicesProvider>)');
  return value;
}

/** Show a toast from any page: useNotifications().notify({ id, message, kind }). */
export function useNotifications(): NotificationsViewModelClass {
  return useShellServices().notifications;
}

/** Counters and the drawing state: useNavigationState().setDrawingOnSearch(true). */
export function useNavigationState(): NavigationViewModelClass {
  return useShellServices().navigation;
}

/** The app advertisement (document 000 §2): useAppAdvertisement().offer('Chat') after a lead is sent. */
export function useAppAdvertisement(): AppAdvertisementViewModelClass {
  const value = useContext(ShellServicesContext);
  // Outside the layout (a module rendered alone) the advert has nowhere to show: a private, inert one.
  const [own] = useState(() => (value ? null : new AppAdvertisementViewModelClass()));
  return value?.appAdvertisement ?? own!;
}
