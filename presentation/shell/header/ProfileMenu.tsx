import { useCallback, useId, useRef, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { NAVIGATION_PATHS } from '#domain/portal/Navigation';
import { LogoutButton } from '#presentation/identity';
import { useT } from '#presentation/shared/i18n';
import { culturePath } from '#presentation/shared/routing/culturePath';
import { IconButton, Popover, PopoverAnchor } from '#presentation/shared/ui';
import styles from './ProfileMenu.module.css';

/** The signed-in user's menu on tablet and desktop (document 000 §2: "dropdown on desktop"). */
export function ProfileMenu() {
  const t = useT();
  const id = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const { culture, portal } = usePageContext().requestContext;
  // The menu's pages in the visitor's culture, as the header's and the footer's links.
  const own = (path: string) => culturePath(path, culture, portal);
  const close = useCallback(() => setOpen(false), []);
  return (
    <PopoverAnchor>
      <IconButton
        ref={triggerRef}
        icon="user"
        label={t('Shell.Navigation.ProfileMenuLabel')}
        aria-expanded={open}
        aria-controls={id}
        aria-haspopup="dialog"
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      />
      <Popover
        open={open}
        onClose={close}
        triggerRef={triggerRef}
        id={id}
        label={t('Shell.Navigation.ProfileMenuLabel')}
      >
        <ul className={styles.menu}>
          <li>
            <a className={styles.item} href={own(NAVIGATION_PATHS.profile)}>
              {t('Shell.Navigation.Profile')}
            </a>
          </li>
          <li>
            <a className={styles.item} href={own(NAVIGATION_PATHS.myHome)}>
              {t('MyHome.Navigation')}
            </a>
          </li>
          <li>
            <a className={styles.item} href={own('/settings')}>
              {t('Shell.Navigation.Settings')}
            </a>
          </li>
          <li>
            <LogoutButton className={styles.item} />
          </li>
        </ul>
      </Popover>
    </PopoverAnchor>
  );
}
