import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';
import styles from './Button.module.css';

/** `link`: a button that reads as a text link (an action offered in running text, such as a form's submit). */
export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'link';
export type ButtonSize = 'small' | 'medium' | 'large';

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width of its container. */
  block?: boolean;
  children: ReactNode;
}

type AsButton = CommonProps & ButtonHTMLAttributes<HTMLButtonElement> & { href?: undefined };
type AsLink = CommonProps & AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };
export type ButtonProps = AsButton | AsLink;

/** The house button; with `href` it renders a link that looks like one (navigation stays a link). */
export function Button(props: ButtonProps) {
  const { variant = 'primary', size = 'medium', block = false, className, children, ...rest } = props;
  const classes = cx(
    styles.button,
    styles[variant],
    size !== 'medium' && styles[size],
    block && styles.block,
    className,
  );
  if (rest.href !== undefined) {
    return (
      <a {...rest} className={classes}>
        {children}
      </a>
    );
  }
  const { type = 'button', ...buttonProps } = rest as ButtonHTMLAttributes<HTMLButtonElement>;
  return (
    <button {...buttonProps} type={type} className={classes}>
      {children}
    </button>
  );
}
