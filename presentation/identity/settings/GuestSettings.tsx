import { usePageContext } from 'vike-react/usePageContext';
import { useT } from '#presentation/shared/i18n';
import { pagePath } from '#presentation/shared/routing/pagePath';
import { LoginStartForm } from '../login/LoginStartForm';
import styles from './SettingsLayout.module.css';

/**
 * Settings for a visitor who is not signed in (/settings/more on mobile): log in or sign up, and the
 * cookie choices. Both start the login (forms, domain/identity/LoginStart) and come back to this page.
 */
export function GuestSettings({ portalName }: { portalName: string }) {
  const t = useT();
  const callbackUrl = pagePath(usePageContext().urlOriginal);
  return (
    <section className={styles.card} data-testid="guest-settings">
      <h2 className={styles.cardTitle}>{t('Identity.Settings.GuestTitle', { portalName })}</h2>
      <p className={styles.muted}>{t('Identity.Settings.GuestText')}</p>
      <div className={styles.actions}>
        <LoginStartForm start={{ view: 'register', callbackUrl }}>{t('Identity.Login.ToRegister')}</LoginStartForm>
        <LoginStartForm start={{ view: 'login', callbackUrl }} variant="secondary">
          {t('Identity.Login.Title')}
        </LoginStartForm>
      </div>
      <p className={styles.muted}>
        <a href="/cookies-policy">{t('Identity.Settings.Nav.Cookies')}</a>
      </p>
    </section>
  );
}
