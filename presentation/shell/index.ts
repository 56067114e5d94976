/** The shell's public face for pages and other contexts. */
export { Shell } from './Shell';
export { ShellServicesProvider, useNavigationState, useNotifications } from './ShellServices';
export { shellHintsOf, type ShellHints } from './ShellHints';
export { SearchBox, type SearchBoxProps } from './header/SearchBox';
export { NavigationViewModel, NotificationsViewModel, Timers, ToastSettings } from './tokens';
