import type { ReactNode } from 'react';
import { LOGIN_START_PATH, type LoginStart, loginStartFields } from '#domain/identity/LoginStart';
import { Button, type ButtonSize, type ButtonVariant, cx } from '#presentation/shared/ui';
import styles from './LoginStartForm.module.css';

export interface LoginStartFormProps {
  start: LoginStart;
  /** The form's class: it is the box the surrounding layout places. */
  className?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  children: ReactNode;
}

/**
 * "Log in" / "Sign up" as what they are, an action: a GET form to /auth/login whose button looks as
 * the link did (domain/identity/LoginStart). A submitted form is a full navigation, so the browser's
 * router never takes this server-only route, and no page links an address that only redirects.
 */
export function LoginStartForm({ start, className, variant, size, block, children }: LoginStartFormProps) {
  return (
    <form method="get" action={LOGIN_START_PATH} className={cx(styles.form, block && styles.block, className)}>
      {loginStartFields(start).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" {...(variant && { variant })} {...(size && { size })} block={block}>
        {children}
      </Button>
    </form>
  );
}
