import { observer } from 'mobx-react-lite';
import { activeNavigationItem, type NavigationItem } from '../../../domain/portal/Navigation';
import { useT } from '../../i18n';
import { Counter, Icon } from '../ui';
import { isLinkItem, linkEntry } from './navigationEntries';
import { useNavigationCount, useNavigationCountText } from './useNavigationCount';
import styles from './MobileNavigationBar.module.css';

export interface MobileNavigationBarProps {
  /** The bar's entries in order (navigationItems().mobileBar). */
  items: NavigationItem[];
  chatUrl?: string;
  pathname: string;
}

/** The bottom navigation bar on phones (≤ 767px), within reach of the thumb. */
export const MobileNavigationBar = observer(function MobileNavigationBar({ items, chatUrl, pathname }: MobileNavigationBarProps) {
  const t = useT();
  const countTextOf = useNavigationCountText();
  const countOf = useNavigationCount();
  const active = activeNavigationItem(pathname);
  return (
    <nav className={styles.bar} aria-label={t('Shell.Navigation.Label')}>
      <ul className={styles.list}>
        {items.filter(isLinkItem).map((item) => {
          const entry = linkEntry(item, chatUrl);
          const label = t(entry.label);
          return (
            <li key={item}>
              <a href={entry.href} className={styles.link} aria-current={active === item ? 'page' : undefined}>
                <span className={styles.icon}><Icon name={entry.icon} /><Counter count={countOf(item)} /></span>
                <span className={styles.label}>{label}</span>
                {countTextOf(item) && <span className="visually-hidden">{countTextOf(item)}</span>}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
