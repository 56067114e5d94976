import type { FeatureFlags } from './Portal';

/**
 * The navigation bar and the shell's layout rules (document 000 §2 "Navigation bar", §9).
 * Pure: the layout hands in what it knows about the portal, the visitor and the page.
 */

/** Document 000 §9: "mobile max 767, tablet 768-1023, desktop min 1024". CSS modules repeat these literally. */
export const BREAKPOINTS = { mobileMax: 767, tabletMin: 768, tabletMax: 1023, desktopMin: 1024 } as const;
export type Viewport = 'mobile' | 'tablet' | 'desktop';

export function viewportOf(widthPx: number): Viewport {
  if (widthPx <= BREAKPOINTS.mobileMax) return 'mobile';
  return widthPx <= BREAKPOINTS.tabletMax ? 'tablet' : 'desktop';
}

/** Document 000 §9: "Count bubbles show 99+ above 99". */
export const COUNTER_MAX = 99;

export type CounterDisplay = { overflow: false; count: number } | { overflow: true; max: number };

/** What a count bubble shows: nothing for zero (or a nonsensical negative), the count, or max+ above max. */
export function counterDisplay(count: number, max = COUNTER_MAX): CounterDisplay | null {
  const whole = Math.floor(count);
  if (!Number.isFinite(whole) || whole <= 0) return null;
  return whole > max ? { overflow: true, max } : { overflow: false, count: whole };
}

/** The bubble as plain text ('7', '99+'), for places without translation (tests, titles). */
export function counterText(count: number, max = COUNTER_MAX): string | null {
  const display = counterDisplay(count, max);
  if (!display) return null;
  return display.overflow ? `${display.max}+` : String(display.count);
}

export type NavigationItem =
  | 'search'
  | 'favorites'
  | 'chat'
  | 'estimate'
  | 'agentDashboard'
  | 'professionals'
  | 'regionalSettings'
  | 'profileMenu'
  | 'logIn'
  | 'profile'
  | 'settings';

/** The bottom bar's room: five entries share a 390 px phone's width. */
export const MOBILE_BAR_MAX = 5;

export interface NavigationInput {
  featureFlags: Pick<FeatureFlags, 'PS_FLAG_CHAT'>;
  /** Where the chat (communications service) lives; absent while the portal has no chat configured. */
  chatUrl?: string;
  /** The portal offers the valuation wizard (document 003). */
  valuation: boolean;
  /** Document 000 §6: "User features show only when the portal flag allowUsers is on". */
  allowUsers: boolean;
  /** A full user: has user_id and is authenticated (document 000 §4). */
  signedIn: boolean;
  /** The link for professionals, decided by identity (domain/identity/DashboardSwitch professionalLinkOf). */
  professionalLink?: 'agentDashboard' | 'professionals' | null;
}

export interface NavigationItems {
  /** The header bar on tablet and desktop, in display order. */
  header: NavigationItem[];
  /** The bottom bar on mobile, in display order. */
  mobileBar: NavigationItem[];
}

/**
 * Document 000 §2: Search; Favorites; Chat (only when chat is configured and PS_FLAG_CHAT is on);
 * Estimate (only when valuation is enabled); profile menu (dropdown on desktop, /settings/profile
 * on mobile); Settings at /settings/more for mobile guests; a regional settings switch.
 * Favourites and chat belong to users, so they also need allowUsers. Document 000 §6 adds the
 * Agent Dashboard link (dashboard users) or the Professionals link (others), next to the
 * account entries. On mobile the regional switch sits in the top bar, so the bottom bar keeps
 * to five entries at most: the link for professionals gives way when all the others are there
 * (chat and estimate both on), as it stays in the footer's menu for professionals.
 */
export function navigationItems(input: NavigationInput): NavigationItems {
  const shared: NavigationItem[] = ['search'];
  if (input.allowUsers) shared.push('favorites');
  if (input.allowUsers && !!input.chatUrl && input.featureFlags.PS_FLAG_CHAT) shared.push('chat');
  if (input.valuation) shared.push('estimate');
  const professional: NavigationItem[] = input.professionalLink ? [input.professionalLink] : [];
  const header: NavigationItem[] = [...shared, ...professional, 'regionalSettings'];
  if (input.allowUsers) header.push(input.signedIn ? 'profileMenu' : 'logIn');
  const account: NavigationItem = input.signedIn && input.allowUsers ? 'profile' : 'settings';
  const roomy = shared.length + professional.length + 1 <= MOBILE_BAR_MAX;
  const mobileBar: NavigationItem[] = [...shared, ...(roomy ? professional : []), account];
  return { header, mobileBar };
}

/** The kinds of page the shell tells apart; everything else is 'other'. */
export const SHELL_PAGE_KINDS = ['home', 'search', 'listing', 'project', 'agent', 'other'] as const;
export type ShellPageKind = (typeof SHELL_PAGE_KINDS)[number];

export interface MobileNavigationContext {
  page: ShellPageKind;
  /** The listing, project or agent the page shows is archived. */
  archived?: boolean;
  /** The visitor is drawing an area on the search map. */
  drawingOnSearch?: boolean;
}

/**
 * Document 000 §2: "The mobile bar is hidden on archived listing, project or agent pages and
 * while drawing on search." Read as: pages of an archived listing, project or agent, since
 * listings, projects and agents are what the documents mark isArchived; a drawing on the map
 * needs the whole screen height.
 */
export function isMobileNavigationHidden(context: MobileNavigationContext): boolean {
  const archivedSubject = context.page === 'listing' || context.page === 'project' || context.page === 'agent';
  if (archivedSubject && context.archived === true) return true;
  return context.page === 'search' && context.drawingOnSearch === true;
}

/** Where each entry of the navigation leads (document 000 §2 routes). */
export const NAVIGATION_PATHS = {
  home: '/',
  search: '/search',
  /** My home: the visitor's saved and recent searches (its route is ours to choose). */
  myHome: '/my-home',
  favorites: '/favorites',
  estimate: '/my-properties/create',
  profile: '/settings/profile',
  settings: '/settings/more',
} as const;

/** Which navigation entry the current path belongs to, for aria-current. */
export function activeNavigationItem(pathname: string): NavigationItem | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === NAVIGATION_PATHS.search) return 'search';
  if (path === NAVIGATION_PATHS.favorites) return 'favorites';
  if (path === '/my-properties' || path.startsWith('/my-properties/')) return 'estimate';
  if (path === NAVIGATION_PATHS.profile) return 'profile';
  if (path === '/settings' || path.startsWith('/settings/')) return 'settings';
  return null;
}

/**
 * After a client-side navigation, whether keyboard focus moves to the new page's content.
 * Vike's router already resets the scroll to the top on each location change unless the
 * navigation keeps it (navigate(url, { keepScrollPosition: true }) or a link's
 * keep-scroll-position attribute, the "location state" of document 000 §2). Focus follows a
 * new page only: a query change on the same page (a search filter) keeps focus in its control.
 */
export function focusesNewPage(previousPathname: string | null | undefined, pathname: string): boolean {
  return !!previousPathname && previousPathname !== pathname;
}
