import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useT } from '#presentation/shared/i18n';
import { useNotifications } from '#presentation/shared/shell/ShellServices';
import { Button, Modal } from '#presentation/shared/ui';
import { LogOut } from '#application/identity/tokens';
import { useLazyInjection } from '#presentation/shared/di/ContainerContext';
import { useModals } from '#presentation/shared/modal/useModals';

/**
 * Log out with confirmation (document 000 §6): confirming revokes the session (POST /auth/logout)
 * and closes the modal; cancelling closes it ("a confirm or fail action closes the confirmation modal").
 */
export const LogoutConfirmation = observer(function LogoutConfirmation() {
  const t = useT();
  const notifications = useNotifications();
  const logOut = useLazyInjection(LogOut);
  const logoutPrompt = useModals().logout;
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const result = await logOut.execute();
    setBusy(false);
    logoutPrompt.hide();
    if (!result.ok)
      return notifications.notify({ id: 'identity-logout-failed', message: result.error.message, kind: 'error' });
    window.location.assign(result.value.redirectTo);
  };
  return (
    <Modal
      open={logoutPrompt.open}
      onClose={() => logoutPrompt.hide()}
      title={t('Identity.Logout.Title')}
      footer={
        <>
          <Button variant="ghost" onClick={() => logoutPrompt.hide()}>
            {t('General.Cancel')}
          </Button>
          <Button onClick={() => void confirm()} disabled={busy} data-testid="logout-confirm">
            {t('Identity.Logout.Confirm')}
          </Button>
        </>
      }
    >
      <p>{t('Identity.Logout.Text')}</p>
    </Modal>
  );
});
