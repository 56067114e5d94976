import { observer } from 'mobx-react-lite';
import type { LoginPageState } from '#application/identity/pageTokens';
import { useErrorText, useT } from '#presentation/shared/i18n';
import { Button } from '#presentation/shared/ui';
import { useViewModel } from '#presentation/shared/di/ContainerContext';
import { CodeForm, EmailCodeRequestForm, PasswordLoginForm, RegisterForm } from './LoginForms';
import { LoginViewModel } from '../viewModelTokens';
import styles from './LoginPage.module.css';

/**
 * The login and register page the provider's interactions land on (document 000: login methods
 * Password, EmailCode and Social), in the visitor's language. Register is the default view.
 */
export const LoginPage = observer(function LoginPage({
  state,
  portalName,
  error,
}: {
  state: LoginPageState;
  portalName: string;
  error?: string;
}) {
  const t = useT();
  const errorText = useErrorText();
  // One model per page load: the state is the provider's interaction, which the page came with.
  const model = useViewModel(LoginViewModel, state);
  const registering = model.view === 'register' || model.view === 'confirm';
  const heading = registering
    ? {
        title: model.view === 'confirm' ? t('Identity.Register.ConfirmTitle') : t('Identity.Register.Title'),
        subtitle: t('Identity.Register.Subtitle'),
      }
    : { title: t('Identity.Login.Title'), subtitle: t('Identity.Login.Subtitle', { portalName }) };
  const socialShown = (model.view === 'register' || model.view === 'login') && state.socialNetworks.length > 0;

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="login-title">
        <div>
          <h1 id="login-title" className={styles.title}>
            {heading.title}
          </h1>
          <p className={styles.subtitle}>{heading.subtitle}</p>
        </div>
        {error && (
          <p className={styles.formError} role="alert">
            {errorText({ message: error })}
          </p>
        )}
        {socialShown && (
          <>
            <div className={styles.social}>
              {/* Each starts a login with its network, an action: a form, a full navigation the
                  browser's router leaves alone (no page answers /login/social/…). */}
              {state.socialNetworks.map((network) => (
                <form key={network} method="get" action={`/login/social/${network}`} className={styles.socialForm}>
                  <Button type="submit" variant="secondary" block>
                    {t('Identity.Social.ContinueWith', { network })}
                  </Button>
                </form>
              ))}
            </div>
            <div className={styles.divider}>{t('Identity.Page.Or')}</div>
          </>
        )}
        {model.view === 'register' && <RegisterForm model={model} />}
        {model.view === 'confirm' && <CodeForm model={model} purpose="confirm" />}
        {model.view === 'login' && <PasswordLoginForm model={model} />}
        {model.view === 'emailCode' && <EmailCodeRequestForm model={model} />}
        {model.view === 'emailCodeEntry' && <CodeForm model={model} purpose="login" />}
        {model.view === 'register' && (
          <p className={styles.switch}>
            {t('Identity.Register.HaveAccount')}{' '}
            <button type="button" className={styles.link} onClick={() => model.show('login')}>
              {t('Identity.Register.ToLogin')}
            </button>
          </p>
        )}
        {(model.view === 'login' || model.view === 'emailCode') && (
          <p className={styles.switch}>
            {t('Identity.Login.NoAccount')}{' '}
            <button type="button" className={styles.link} onClick={() => model.show('register')}>
              {t('Identity.Login.ToRegister')}
            </button>
          </p>
        )}
        <p className={styles.back}>
          <a href="/">{t('Identity.Page.BackToPortal', { portalName })}</a>
        </p>
      </section>
    </div>
  );
});
