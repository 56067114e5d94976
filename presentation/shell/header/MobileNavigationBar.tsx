import { observer } from 'mobx-react-lite';
import { activeNavigationItem, type NavigationItem } from '#domain/portal/Navigation';
import type { MouseEvent } from 'react';
import { useT } from '#presentation/shared/i18n';
import { useNavigationState } from '#presentation/shared/shell/ShellServices';
import { Counter, Icon } from '#presentation/shared/ui';
import { entryHref, isLinkItem, linkEntry, type NavigationTargets } from './navigationEntries';
import { NavigationLink } from './NavigationLink';
import { useNavigationCount, useNavigationCountText } from './useNavigationCount';
import styles from './MobileNavigationBar.module.css';

export interface MobileNavigationBarProps {
  /** The bar's entries in order (navigationItems().mobileBar). */
  items: NavigationItem[];
  targets: NavigationTargets;
  pathname: string;
}

const isAccountItem = (item: NavigationItem): boolean => item === 'settings' || item === 'profile';

/** The bottom navigation bar on phones (≤ 767px), within reach of the thumb. */
export const MobileNavigationBar = observer(function MobileNavigationBar({
  items,
  targets,
  pathname,
}: MobileNavigationBarProps) {
  const t = useT();
  const countTextOf = useNavigationCountText();
  const countOf = useNavigationCount();
  const active = activeNavigationItem(pathname);
  const navigation = useNavigationState();
  // Search opens the page's place box, the first thing a phone visitor wants (the portals put the
  // place first on mobile); the link stays for a new tab, and for a page without a box. With news
  // in saved searches it leads to My home (entryHref), where those searches are.
  const openPlaceBox = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!navigation.openPlaceSearch()) return;
    // Taken here: Vike's router listens on the document and follows a link whatever was prevented.
    event.preventDefault();
    event.stopPropagation();
  };
  return (
    <nav className={styles.bar} aria-label={t('Shell.Navigation.Label')}>
      <ul className={styles.list}>
        {items.filter(isLinkItem).map((item) => {
          const entry = linkEntry(item, targets);
          const label = t(entry.label);
          return (
            <li key={item}>
              <NavigationLink
                item={item}
                href={entryHref(item, entry, countOf(item), targets)}
                className={styles.link}
                current={active === item}
                {...(item === 'search' && countOf(item) === 0 && { onClick: openPlaceBox })}
              >
                <span className={styles.icon}>
                  <Icon name={entry.icon} />
                  <Counter count={countOf(item)} />
                </span>
                {isAccountItem(item) ? (
                  // Settings (guests) and Profile (signed in) share the last place: both words in one
                  // cell, the other unseen, so the personal part changing it moves no entry.
                  <span className={styles.label}>
                    <span className={styles.words}>
                      <span>{label}</span>
                      <span className={styles.unseen} aria-hidden="true">
                        {t(linkEntry(item === 'profile' ? 'settings' : 'profile', targets).label)}
                      </span>
                    </span>
                  </span>
                ) : (
                  <span className={styles.label}>{label}</span>
                )}
                {countTextOf(item) && <span className="visually-hidden">{countTextOf(item)}</span>}
              </NavigationLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
