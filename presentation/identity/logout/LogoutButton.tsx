import { useT } from '#presentation/shared/i18n';
import { Button } from '#presentation/shared/ui';
import { useModals } from '#presentation/shared/modal/useModals';

/** Asks to log out; the confirmation dialog (LogoutConfirmation) does the rest. */
export function LogoutButton({ className, variant }: { className?: string; variant?: 'link' | 'button' }) {
  const t = useT();
  const modals = useModals();
  return variant === 'button' ? (
    <Button variant="secondary" onClick={() => modals.logout.show()} data-testid="logout">
      {t('Shell.Navigation.LogOut')}
    </Button>
  ) : (
    <button type="button" className={className} onClick={() => modals.logout.show()} data-testid="logout">
      {t('Shell.Navigation.LogOut')}
    </button>
  );
}
