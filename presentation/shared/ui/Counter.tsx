import { useIntl } from 'react-intl';
import { counterDisplay, COUNTER_MAX } from '#domain/portal/Navigation';
import { useT } from '#presentation/shared/i18n';
import { cx } from './cx';
import styles from './Counter.module.css';

export interface CounterProps {
  count: number;
  /** Placed over the corner of an icon (the default) or inline after a label. */
  placement?: 'overlay' | 'inline';
  className?: string;
}

/**
 * A count bubble (document 000 §9: "Count bubbles show 99+ above 99"); nothing for zero.
 * Decorative for screen readers: the control it sits on says the count in words.
 */
export function Counter({ count, placement = 'overlay', className }: CounterProps) {
  const t = useT();
  const intl = useIntl();
  const display = counterDisplay(count, COUNTER_MAX);
  if (!display) return null;
  const text = display.overflow ? t('Shell.Counter.Overflow', { max: display.max }) : intl.formatNumber(display.count);
  return (
    <span aria-hidden="true" className={cx(styles.counter, placement === 'overlay' && styles.overlay, className)}>
      {text}
    </span>
  );
}
