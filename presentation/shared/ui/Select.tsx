import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { Icon } from './Icon';
import styles from './Select.module.css';

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Already translated error text: shown under the field (instead of the hint) and announced. */
  error?: string;
  /** <option> and <optgroup> elements. */
  children: ReactNode;
}

/**
 * A labelled native select: the platform's own picker on phones, keyboard and screen reader
 * support for free, styled to match the other fields.
 */
export function Select({ label, hint, error, id, children, ...rest }: SelectProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const hintId = hint && !error ? `${selectId}-hint` : undefined;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={selectId}>
        {label}
      </label>
      <div className={styles.control}>
        <select
          {...rest}
          id={selectId}
          aria-describedby={hintId ?? errorId}
          aria-invalid={error ? true : undefined}
          className={styles.select}
        >
          {children}
        </select>
        <span className={styles.chevron}>
          <Icon name="chevronDown" />
        </span>
      </div>
      {hintId && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      {errorId && (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
