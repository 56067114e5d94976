import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useT } from '#presentation/shared/i18n';
import { cx } from './cx';
import { IconButton } from './IconButton';
import styles from './Modal.module.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Actions shown under the body (Cancel / Apply). */
  footer?: ReactNode;
  size?: 'normal' | 'wide';
}

/**
 * A modal dialog on the native <dialog> element opened with showModal(): the browser makes the
 * rest of the page inert (the focus trap), closes on Escape (the cancel event, routed through
 * onClose so state stays the source of truth), and shows it in the top layer above everything.
 * Focus returns to whatever opened it. A click on the backdrop closes it too.
 */
export function Modal({ open, onClose, title, children, footer, size = 'normal' }: ModalProps) {
  const t = useT();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusTo.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      returnFocusTo.current?.focus();
    }
  }, [open]);

  return (
    // The click closes on the backdrop only (a pointer's way out); the keyboard has Escape (the cancel
    // event above) and the close button, so the click needs no key twin.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className={cx(styles.dialog, size === 'wide' && styles.wide)}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === dialogRef.current) onClose();
      }}
    >
      {open && (
        <>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <IconButton icon="close" label={t('General.Close')} onClick={onClose} />
          </div>
          <div className={styles.body}>{children}</div>
          {footer && <div className={styles.footer}>{footer}</div>}
        </>
      )}
    </dialog>
  );
}
