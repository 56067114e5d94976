import { NAVIGATION_PATHS, type NavigationItem } from '#domain/portal/Navigation';
import type { Language, Portal } from '#domain/portal/Portal';
import { culturePath } from '#presentation/shared/routing/culturePath';
import type { IconName } from '#presentation/shared/ui';

/**
 * The navigation entries that are plain links. The regional switch and profile menu are controls, and
 * Log in is a form: it starts the login, an action (domain/identity/LoginStart).
 */
export type LinkItem = Exclude<NavigationItem, 'regionalSettings' | 'profileMenu' | 'logIn'>;

export interface LinkEntry {
  icon: IconName;
  /** Catalogue key of the visible label. */
  label: string;
  href: string;
}

/**
 * Where the entries lead: the portal's own pages in the visitor's culture (under /{culture} unless it
 * is the portal's default, as the footer and the logo link them), and the addresses some entries lead
 * to, absent when the portal has none configured.
 */
export interface NavigationTargets {
  culture: Language;
  portal: Pick<Portal, 'defaultCulture'>;
  chatUrl?: string;
  /** The agent dashboard's login (portal.dashboard.loginUrl). */
  agentDashboardUrl?: string;
  professionalsUrl?: string;
}

/**
 * Icon, label and target of each link entry. navigationItems() lists chat, Agent Dashboard and
 * Professionals only when their target is configured; home is the harmless answer to a call without one.
 */
export function linkEntry(item: LinkItem, targets: NavigationTargets): LinkEntry {
  const own = (path: string) => culturePath(path, targets.culture, targets.portal);
  switch (item) {
    case 'search':
      return { icon: 'search', label: 'Shell.Navigation.Search', href: own(NAVIGATION_PATHS.search) };
    case 'favorites':
      return { icon: 'heart', label: 'Shell.Navigation.Favorites', href: own(NAVIGATION_PATHS.favorites) };
    case 'chat':
      return { icon: 'chat', label: 'Shell.Navigation.Chat', href: targets.chatUrl ?? own(NAVIGATION_PATHS.home) };
    case 'estimate':
      return { icon: 'estimate', label: 'Shell.Navigation.Estimate', href: own(NAVIGATION_PATHS.estimate) };
    case 'agentDashboard':
      return {
        icon: 'dashboard',
        label: 'Shell.Navigation.AgentDashboard',
        href: targets.agentDashboardUrl ?? own(NAVIGATION_PATHS.home),
      };
    case 'professionals':
      return {
        icon: 'building',
        label: 'Shell.Navigation.Professionals',
        href: targets.professionalsUrl ?? own(NAVIGATION_PATHS.home),
      };
    case 'profile':
      return { icon: 'user', label: 'Shell.Navigation.Profile', href: own(NAVIGATION_PATHS.profile) };
    case 'settings':
      return { icon: 'settings', label: 'Shell.Navigation.Settings', href: own(NAVIGATION_PATHS.settings) };
  }
}

export const isLinkItem = (item: NavigationItem): item is LinkItem =>
  item !== 'regionalSettings' && item !== 'profileMenu' && item !== 'logIn';

/**
 * Where an entry leads, given its counter: with new listings in saved searches, Search leads to
 * My home, where those searches and their counters are (our choice: document 001 names the
 * navigation counter, not its target; a search from there opens one and marks it read).
 */
export function entryHref(item: LinkItem, entry: LinkEntry, count: number, targets: NavigationTargets): string {
  return item === 'search' && count > 0
    ? culturePath(NAVIGATION_PATHS.myHome, targets.culture, targets.portal)
    : entry.href;
}
