import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { usePersonalPageContext } from '#presentation/shared/personal/usePersonalPageContext';
import { isFullUser } from '#domain/identity/AuthenticationRules';
import { professionalLinkOf } from '#domain/identity/DashboardSwitch';
import { navigationItems } from '#domain/portal/Navigation';
import { useT } from '#presentation/shared/i18n';
import { LazyAppAdvertisementModal } from './apps/LazyAppAdvertisementModal';
import { SmartBanner } from './apps/SmartBanner';
import { Header } from './header/Header';
import { MobileNavigationBar } from './header/MobileNavigationBar';
import { isErrorPage } from './isErrorPage';
import { PortalSuggestionPanel } from './suggestion/PortalSuggestionPanel';
import { useNavigationState } from '#presentation/shared/shell/ShellServices';
import { shellHintsOf } from './ShellHints';
import { Toaster } from './toasts/Toaster';
import { culturePath } from '#presentation/shared/routing/culturePath';
import { pagePath } from '#presentation/shared/routing/pagePath';
import { cx } from '#presentation/shared/ui';
import { StaticPart } from '#presentation/shared/hydration/StaticPart';
import { serverRenderedLazy } from '#presentation/shared/lazy/serverRenderedLazy';
import styles from './Shell.module.css';
import footerStyles from './footer/Footer.module.css';

/*
 * The footer has no behaviour (links and a copyright): the server renders it, the first hydration
 * keeps its HTML, and its code loads only when the browser must render it (docs/pages.md §12).
 */
const Footer = await serverRenderedLazy(() => import('./footer/Footer').then((module) => module.Footer));

/**
 * The shell around every page (document 000 §1): the portal suggestion, header with navigation
 * and regional switch, the page, footer, the mobile bottom bar, the app's smart banner and
 * advertisement, and the toast area. What it shows follows the portal
 * (requestContext), the page's hints (ShellHints in its data) and the navigation state.
 */
export const Shell = observer(function Shell({ children }: { children: ReactNode }) {
  const t = useT();
  const pageContext = usePersonalPageContext();
  const navigation = useNavigationState();
  const { portal, culture, origin } = pageContext.requestContext;
  const hints = shellHintsOf(pageContext.data);
  const pathname = pageContext.urlPathname ?? '/';
  // Crawlers have no identity (state null): they browse as guests.
  const identity = pageContext.identity;
  const signedIn = !!identity?.state && isFullUser({ userId: identity.userId, state: identity.state });
  const page = hints.page ?? (pathname === '/' ? 'home' : 'other');
  const targets = {
    culture,
    portal,
    // Document 000 §2: chat shows where the portal has the communications service configured.
    chatUrl: portal.chat ? culturePath('/chat', culture, portal) : undefined,
    agentDashboardUrl: portal.dashboard?.loginUrl,
    professionalsUrl: portal.professionalsUrl,
  };
  const professionalLink = professionalLinkOf({
    signedIn,
    roles: identity?.accountsRoles ?? [],
    flagOn: portal.featureFlags.PS_FLAG_SWITCH_TO_DASHBOARD,
    dashboard: portal.dashboard,
    allowUsers: portal.allowUsers,
    professionalsUrl: portal.professionalsUrl,
  });
  const items = navigationItems({
    featureFlags: portal.featureFlags,
    chatUrl: targets.chatUrl,
    valuation: portal.valuation,
    allowUsers: portal.allowUsers,
    signedIn,
    professionalLink,
  });
  const mobileBarShown = !navigation.mobileBarHidden({ page, archived: hints.archived });
  const year = new Date(pageContext.requestTime ?? Date.now()).getUTCFullYear();
  // The home and error pages bring their own large search box; error pages go without SEO links.
  const errorPage = isErrorPage(pageContext, hints);

  return (
    <div className={cx(styles.shell, mobileBarShown && styles.withMobileBar)}>
      <a href="#main" className={styles.skipLink}>
        {t('Shell.Header.SkipToContent')}
      </a>
      <PortalSuggestionPanel />
      <Header
        portalName={portal.name}
        home={culturePath('/', culture, portal)}
        items={items.header}
        targets={targets}
        pathname={pathname}
        here={pagePath(pageContext.urlOriginal)}
        showSearch={page !== 'home' && !errorPage}
      />
      {/* Before the page, not after the footer: a phone paints a page whose HTML it has not finished
          parsing, and a fixed bar cut short there would widen its entries, then shift them when the
          rest arrives. What the parser adds below the fold shifts nothing. */}
      {mobileBarShown && <MobileNavigationBar items={items.mobileBar} targets={targets} pathname={pathname} />}
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {/* What the footer shows: the same on the next page of a visit, so it stays the server's HTML. */}
      <StaticPart deps={[portal.id, culture, origin, year, errorPage]} styles={[footerStyles]}>
        <Footer portal={portal} culture={culture} origin={origin} year={year} showSeoLinks={!errorPage} />
      </StaticPart>
      <SmartBanner withMobileBar={mobileBarShown} />
      <LazyAppAdvertisementModal />
      <Toaster />
    </div>
  );
});
