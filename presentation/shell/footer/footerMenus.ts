import { placeStatsPath } from '#domain/places/statistics/placeStatsRoute';
import type { Language, Portal } from '#domain/portal/Portal';
import { urlSlug } from '#domain/portal/urlWords/urlWordLookup';
import { culturePath } from '#presentation/shared/routing/culturePath';
import type { IconName } from '#presentation/shared/ui';

/** Document 000 §3 "Navigation menu: title, subMenus (title, link, openInANewTab, icon)". Titles are catalogue keys. */
export interface SubMenu {
  title: string;
  link: string;
  openInANewTab: boolean;
  icon?: IconName;
}

export interface NavigationMenu {
  title: string;
  subMenus: SubMenu[];
}

const external = (title: string, link: string, icon?: IconName): SubMenu => ({
  title,
  link,
  openInANewTab: true,
  icon,
});

/**
 * The footer's menus. Editorial pages (about, guides, legal) live at these paths in the content
 * service, whose no-match page loads a content page for any URL (document 000 §2); house prices,
 * agents and the cookie policy are routes of their own. Professional links go to the portal's
 * configured professional sites, in a new tab, and disappear when the portal has none. The portal's own
 * pages are linked in the visitor's culture (its /{culture} prefix and words), so a page in one language
 * links the same language's pages, for people and crawlers alike.
 */
export function footerMenus(
  portal: Pick<Portal, 'professionalsUrl' | 'dashboard' | 'valuation' | 'defaultCulture'>,
  culture: Language,
): NavigationMenu[] {
  const page = (title: string, link: string, icon?: IconName): SubMenu => ({
    title,
    link: culturePath(link, culture, portal),
    openInANewTab: false,
    icon,
  });
  const professionals: SubMenu[] = [];
  if (portal.professionalsUrl) {
    professionals.push(external('Shell.Footer.Professionals.Advertise', portal.professionalsUrl, 'building'));
    professionals.push(external('Shell.Footer.Professionals.Pricing', `${portal.professionalsUrl}/pricing`, 'coins'));
    professionals.push(
      external('Shell.Footer.Professionals.Developers', `${portal.professionalsUrl}/developers`, 'estimate'),
    );
  }
  if (portal.dashboard)
    professionals.push(external('Shell.Footer.Professionals.AgentDashboard', portal.dashboard.loginUrl, 'key'));

  const menus: NavigationMenu[] = [
    {
      title: 'Shell.Footer.Menu.Help',
      subMenus: [
        page('Shell.Footer.Help.BuyingGuide', '/buying-guide'),
        page('Shell.Footer.Help.RentingGuide', '/renting-guide'),
        page('Shell.Footer.Help.HousePrices', placeStatsPath(culture, {})),
        page('Shell.Footer.Help.FindAgent', `/${urlSlug(culture, 'segment', 'agents')}`),
        ...(portal.valuation ? [page('Shell.Footer.Help.Valuation', '/my-properties/create')] : []),
        page('Shell.Footer.Help.Faq', '/faq'),
      ],
    },
    {
      title: 'Shell.Footer.Menu.Company',
      subMenus: [
        page('Shell.Footer.Company.About', '/about-us'),
        page('Shell.Footer.Company.Careers', '/careers'),
        page('Shell.Footer.Company.Press', '/press'),
        page('Shell.Footer.Company.Contact', '/contact'),
      ],
    },
    {
      title: 'Shell.Footer.Menu.Legal',
      subMenus: [
        page('Shell.Footer.Legal.Terms', '/terms-of-use'),
        page('Shell.Footer.Legal.Privacy', '/privacy-policy'),
        page('Shell.Footer.Legal.Cookies', '/cookies-policy'),
        page('Shell.Footer.Legal.Imprint', '/legal-notice'),
      ],
    },
  ];
  if (professionals.length > 0) menus.push({ title: 'Shell.Footer.Menu.Professionals', subMenus: professionals });
  return menus;
}
