import type { ReactNode } from 'react';
import { useT } from '#presentation/shared/i18n';
import { LogoutButton } from '../logout/LogoutButton';
import styles from './SettingsLayout.module.css';

const SECTIONS = [
  { href: '/settings/profile', label: 'Identity.Settings.Nav.Profile' },
  { href: '/settings/regional', label: 'Identity.Settings.Nav.Regional' },
  { href: '/settings#login-methods', label: 'Identity.Settings.Nav.LoginMethods' },
  { href: '/settings#security', label: 'Identity.Settings.Nav.Security' },
  { href: '/cookies-policy', label: 'Identity.Settings.Nav.Cookies' },
] as const;
/** A guest has a profile too, whose language, country and currency they may choose (document 000 §6). */
const GUEST_SECTIONS = SECTIONS.filter(
  (section) => section.href === '/settings/regional' || section.href === '/cookies-policy',
);

/** The settings area: its navigation beside the section shown (stacked on mobile). */
export function SettingsLayout({
  current,
  signedIn,
  children,
}: {
  current: string;
  signedIn: boolean;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className={styles.page}>
      <nav className={styles.nav} aria-label={t('Identity.Settings.Title')}>
        <h1 className={styles.navTitle}>{t('Identity.Settings.Title')}</h1>
        {(signedIn ? SECTIONS : GUEST_SECTIONS).map((section) => (
          <a
            key={section.href}
            className={styles.navLink}
            href={section.href}
            aria-current={current === section.href ? 'page' : undefined}
          >
            {t(section.label)}
          </a>
        ))}
        {signedIn && <LogoutButton className={styles.navLink} />}
      </nav>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
