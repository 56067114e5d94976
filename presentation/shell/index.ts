/** The shell's public face for pages and other contexts. */
export { Shell } from './Shell';
export { ShellServicesProvider, useNavigationState, useNotifications } from './ShellServices';
export { shellHintsOf, type ShellHints } from './ShellHints';
export { SearchBox, type SearchBoxProps } from './header/SearchBox';
export { NavigationViewModel, NotificationsViewModel, Timers, ToastSettings } from './tokens';
export { browserRegional } from './regional/browserRegional';
export { CURRENCY_COOKIE, CURRENCY_COOKIE_MAX_AGE_S, type RegionalBrowser } from './regional/RegionalSettingsViewModel';
export { countryName, currencyName, nativeLanguageName } from './regional/displayNames';
