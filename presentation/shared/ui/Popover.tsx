import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { cx } from './cx';
import styles from './Popover.module.css';

export interface PopoverProps {
  open: boolean;
  onClose: () => void;
  /** The button that toggles it: it keeps aria-expanded and gets the focus back on Escape. */
  triggerRef: RefObject<HTMLElement | null>;
  /** The panel's id, for the trigger's aria-controls. */
  id: string;
  /** The panel's accessible name. */
  label: string;
  align?: 'start' | 'end';
  children: ReactNode;
}

/**
 * A non-modal panel under its trigger (a dropdown): focus moves into it when it opens; Escape
 * and a click or focus outside close it. Wrap the trigger and the popover in <PopoverAnchor>.
 */
export function Popover({ open, onClose, triggerRef, id, label, align = 'end', children }: PopoverProps) {
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const panel = panelRef.current;
    panel?.querySelector<HTMLElement>('select, input, button, a[href], [tabindex]:not([tabindex="-1"])')?.focus();
    const outside = (target: EventTarget | null) =>
      target instanceof Node && !panel?.contains(target) && !triggerRef.current?.contains(target);
    const onPointer = (event: PointerEvent) => {
      if (outside(event.target)) onClose();
    };
    const onFocus = (event: FocusEvent) => {
      if (outside(event.target)) onClose();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onClose();
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onFocus);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onFocus);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, onClose, triggerRef]);

  if (!open) return null;
  return (
    <div ref={panelRef} id={id} role="dialog" aria-label={label} className={cx(styles.panel, styles[align])}>
      {children}
    </div>
  );
}

/** The positioning context a trigger and its popover share. */
export function PopoverAnchor({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cx(styles.anchor, className)}>{children}</div>;
}
