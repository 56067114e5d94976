import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './cx';
import { Icon } from './Icon';
import type { IconName } from './icons';
import styles from './IconButton.module.css';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  icon: IconName;
  /** The accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  size?: 'small' | 'medium';
  tone?: 'default' | 'onDark';
  /** Extra content over the icon, e.g. a count bubble. */
  children?: ReactNode;
}

/** A round button showing only an icon; 44px by default, the minimum comfortable touch target. */
export function IconButton({
  icon,
  label,
  size = 'medium',
  tone = 'default',
  className,
  children,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      aria-label={label}
      title={label}
      className={cx(styles.iconButton, size === 'small' && styles.small, tone === 'onDark' && styles.onDark, className)}
    >
      <Icon name={icon} />
      {children}
    </button>
  );
}
