import { observer } from 'mobx-react-lite';
import { activeNavigationItem, type NavigationItem } from '#domain/portal/Navigation';
import { LoginStartForm } from '#presentation/identity';
import { useT } from '#presentation/shared/i18n';
import { RegionalSettingsSwitch } from '../regional/RegionalSettingsSwitch';
import { Button, Container, Counter, Icon } from '#presentation/shared/ui';
import { Logo } from './Logo';
import { entryHref, linkEntry, isLinkItem, type NavigationTargets } from './navigationEntries';
import { NavigationLink } from './NavigationLink';
import { ProfileMenu } from './ProfileMenu';
import { PlaceAutocomplete } from '#presentation/places';
import { useNavigationCount, useNavigationCountText } from './useNavigationCount';
import styles from './Header.module.css';

export interface HeaderProps {
  portalName: string;
  /** The home page in the visitor's culture (`/` or `/{culture}`). */
  home?: string;
  /** The header entries in order (domain/portal/Navigation navigationItems().header). */
  items: NavigationItem[];
  targets: NavigationTargets;
  pathname: string;
  /** The page's own address (path and query, culture prefix included): where a login comes back to. */
  here: string;
  /** The home page has its own large search box. */
  showSearch: boolean;
}

/**
 * The top bar: logo, search, navigation, regional switch and account. On phones it keeps the
 * logo's house, the place search and the regional switch; the bottom bar carries the navigation there.
 */
export const Header = observer(function Header({
  portalName,
  home,
  items,
  targets,
  pathname,
  here,
  showSearch,
}: HeaderProps) {
  const t = useT();
  const countTextOf = useNavigationCountText();
  const countOf = useNavigationCount();
  const active = activeNavigationItem(pathname);
  // Log in (not a link: a form) sits apart, as a button at the end of the bar.
  const navItems = items.filter(isLinkItem);

  return (
    <header className={styles.header}>
      <Container className={styles.bar}>
        <Logo portalName={portalName} markOnly={showSearch} {...(home !== undefined && { home })} />
        {showSearch && <PlaceAutocomplete className={styles.search} />}
        <span className={styles.spacer} />
        <nav className={styles.nav} aria-label={t('Shell.Navigation.Label')}>
          <ul className={styles.list}>
            {navItems.map((item) => {
              const entry = linkEntry(item, targets);
              const label = t(entry.label);
              return (
                <li key={item}>
                  <NavigationLink
                    item={item}
                    href={entryHref(item, entry, countOf(item), targets)}
                    className={styles.link}
                    current={active === item}
                  >
                    <span className={styles.icon}>
                      <Icon name={entry.icon} />
                      <Counter count={countOf(item)} className={styles.overlayCounter} />
                    </span>
                    <span className={styles.label}>{label}</span>
                    <Counter count={countOf(item)} placement="inline" className={styles.inlineCounter} />
                    {countTextOf(item) && <span className="visually-hidden">{countTextOf(item)}</span>}
                  </NavigationLink>
                </li>
              );
            })}
          </ul>
        </nav>
        {items.includes('regionalSettings') && <RegionalSettingsSwitch />}
        <div className={styles.account}>
          {items.includes('logIn') && (
            <LoginStartForm
              start={{ view: 'login', callbackUrl: here }}
              variant="secondary"
              size="small"
              className={styles.logIn}
            >
              {t('Shell.Navigation.LogIn')}
            </LoginStartForm>
          )}
          {items.includes('profileMenu') && (
            <>
              {/* The log-in button's width, unseen: the area kept that width before the menu came
                  (html[data-signed-in]), and a menu narrower than "Se connecter" must not pull the
                  bar (docs/pages.md §2). Not focusable, not read. */}
              <Button variant="secondary" size="small" className={styles.ghost} tabIndex={-1} aria-hidden="true">
                {t('Shell.Navigation.LogIn')}
              </Button>
              <ProfileMenu />
            </>
          )}
        </div>
      </Container>
    </header>
  );
});
