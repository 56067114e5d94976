import { useT } from '#presentation/shared/i18n';
import styles from '../settings/SettingsLayout.module.css';

/** The cookie policy: what each kind of cookie does and that the choice can change at any time. */
export function CookiesPolicy({ portalName }: { portalName: string }) {
  const t = useT();
  return (
    <div className={styles.page} style={{ gridTemplateColumns: '1fr', maxWidth: 760 }}>
      <article className={styles.card}>
        <h1 className={styles.cardTitle}>{t('Identity.CookiesPolicy.Title')}</h1>
        <p>{t('Identity.CookiesPolicy.Intro', { portalName })}</p>
        <h2 className={styles.cardTitle}>{t('Shell.CookieConsent.Functional.Title')}</h2>
        <p>{t('Identity.CookiesPolicy.Functional')}</p>
        <h2 className={styles.cardTitle}>{t('Shell.CookieConsent.Performance.Title')}</h2>
        <p>{t('Identity.CookiesPolicy.Performance')}</p>
        <h2 className={styles.cardTitle}>{t('Shell.CookieConsent.Advertising.Title')}</h2>
        <p>{t('Identity.CookiesPolicy.Advertising')}</p>
        <p className={styles.muted}>{t('Identity.CookiesPolicy.Change')}</p>
      </article>
    </div>
  );
}
