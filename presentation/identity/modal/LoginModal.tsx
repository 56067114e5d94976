import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { usePersonalPageContext } from '#presentation/shared/personal/usePersonalPageContext';
import { type LoginStart, type LoginStartView, loginStartUrl } from '#domain/identity/LoginStart';
import { type LoginModalView, loginModalView } from '#domain/identity/LoginModalView';
import { useT } from '#presentation/shared/i18n';
import { Button, Modal } from '#presentation/shared/ui';
import { TextField } from '#presentation/shared/forms/TextField';
import { pagePath } from '#presentation/shared/routing/pagePath';
import { LoginStartForm } from '../login/LoginStartForm';
import { useModals } from '#presentation/shared/modal/useModals';
import styles from './LoginModal.module.css';

const TEXTS: Record<LoginModalView, { title: string; text: string; view: LoginStartView }> = {
  register: { title: 'Identity.Modal.Register.Title', text: 'Identity.Modal.Register.Text', view: 'register' },
  login: { title: 'Identity.Modal.Login.Title', text: 'Identity.Modal.Login.Text', view: 'login' },
  reconnect: { title: 'Identity.Modal.Reconnect.Title', text: 'Identity.Modal.Reconnect.Text', view: 'login' },
  saveFavoriteSignIn: {
    title: 'Identity.Modal.SaveFavorite.Title',
    text: 'Identity.Modal.SaveFavorite.Text',
    view: 'register',
  },
};

/**
 * The login/register modal (document 000 §4 "Login modal view"): which view shows follows the
 * visitor's authentication state and the flow; continuing with an e-mail goes to the provider's
 * page (connect/authorize through /auth/login) with the e-mail as login_hint and the way back; so does
 * the other view's form, with the e-mail typed so far.
 */
export const LoginModal = observer(function LoginModal() {
  const t = useT();
  const { identity, urlOriginal } = usePersonalPageContext();
  const [email, setEmail] = useState('');
  const loginModal = useModals().login;
  const request = loginModal.request;
  if (!request) return null;
  const view = loginModalView({
    state: identity?.state ?? undefined,
    favoriteFlow: !!request.favoriteFlow,
    isRegister: request.isRegister,
  });
  const texts = TEXTS[view];
  const start = (formView: LoginStartView): LoginStart => ({
    view: formView,
    callbackUrl: request.callbackUrl ?? pagePath(urlOriginal),
    email,
    ...(request.action && { action: request.action }),
  });
  return (
    <Modal open onClose={() => loginModal.close()} title={t(texts.title)}>
      <div className={styles.body} data-testid={`login-modal-${view}`}>
        <p className={styles.text}>{t(texts.text)}</p>
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            window.location.assign(loginStartUrl(start(texts.view)));
          }}
        >
          <TextField
            label={t('Identity.Login.Email')}
            type="email"
            name="email"
            autoComplete="email"
            placeholder={t('Identity.Modal.EmailPlaceholder')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" block>
            {t('Identity.Modal.ContinueWithEmail')}
          </Button>
        </form>
        {view !== 'reconnect' && (
          <div className={styles.switch}>
            <LoginStartForm start={start(texts.view === 'register' ? 'login' : 'register')} variant="link">
              {t(texts.view === 'register' ? 'Identity.Modal.SwitchToLogin' : 'Identity.Modal.SwitchToRegister')}
            </LoginStartForm>
          </div>
        )}
      </div>
    </Modal>
  );
});
