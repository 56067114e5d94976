import { observer } from 'mobx-react-lite';
import type { NotificationKind } from '#domain/portal/Toasts';
import { useT } from '#presentation/shared/i18n';
import { useNotifications } from '#presentation/shared/shell/ShellServices';
import { cx, Icon, IconButton, type IconName } from '#presentation/shared/ui';
import styles from './Toaster.module.css';

const KIND_ICON: Record<NotificationKind, IconName> = {
  error: 'error',
  warning: 'warning',
  success: 'check',
  info: 'info',
};

/**
 * The toast area (document 000 §1). The polite live region is always in the page, empty from
 * the server, so screen readers announce toasts added to it later; toasts enter and leave in
 * 600 ms (CSS keyframes timed by --duration-toast, removal timed by the view-model).
 */
export const Toaster = observer(function Toaster() {
  const t = useT();
  const notifications = useNotifications();
  return (
    <section className={styles.region} aria-label={t('Shell.Toasts.Label')}>
      <ol className={styles.list} aria-live="polite" aria-relevant="additions">
        {notifications.notifications.map((toast) => (
          <li key={toast.id} className={cx(styles.toast, styles[toast.kind], toast.leaving && styles.leaving)}>
            <span className={styles.icon}>
              <Icon name={KIND_ICON[toast.kind]} />
            </span>
            <p className={styles.message}>{t(toast.message, toast.values)}</p>
            <IconButton
              icon="close"
              size="small"
              tone="onDark"
              label={t('Shell.Toasts.Close')}
              onClick={() => notifications.close(toast.id)}
            />
          </li>
        ))}
      </ol>
    </section>
  );
});
