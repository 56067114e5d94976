import { useT } from '#presentation/shared/i18n';
import { Button } from '#presentation/shared/ui';
import styles from './SettingsLayout.module.css';

/** Settings for a visitor who is not signed in (/settings/more on mobile): log in or sign up, and the cookie choices. */
export function GuestSettings({ portalName }: { portalName: string }) {
  const t = useT();
  return (
    <section className={styles.card} data-testid="guest-settings">
      <h2 className={styles.cardTitle}>{t('Identity.Settings.GuestTitle', { portalName })}</h2>
      <p className={styles.muted}>{t('Identity.Settings.GuestText')}</p>
      <div className={styles.actions}>
        <Button href="/auth/login?view=register&callbackUrl=/settings/profile">{t('Identity.Login.ToRegister')}</Button>
        <Button variant="secondary" href="/auth/login?view=login&callbackUrl=/settings/profile">
          {t('Identity.Login.Title')}
        </Button>
      </div>
      <p className={styles.muted}>
        <a href="/cookies-policy">{t('Identity.Settings.Nav.Cookies')}</a>
      </p>
    </section>
  );
}
