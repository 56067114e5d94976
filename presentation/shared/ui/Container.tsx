import type { ElementType, ReactNode } from 'react';
import { cx } from './cx';
import styles from './Container.module.css';

export interface ContainerProps {
  /** The element to render (div, section, header…). */
  as?: ElementType;
  narrow?: boolean;
  className?: string;
  children: ReactNode;
}

/** The page's content column: centred, capped at --page-max-width, gutters growing with the screen. */
export function Container({ as: Element = 'div', narrow = false, className, children }: ContainerProps) {
  return <Element className={cx(styles.container, narrow && styles.narrow, className)}>{children}</Element>;
}
