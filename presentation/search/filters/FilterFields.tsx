import { useField } from 'formik';
import { useId, type ReactNode } from 'react';
import { formatNumber } from '#domain/portal/NumberFormat';
import { messageKeyOf, useT } from '#presentation/shared/i18n';
import { cx } from '#presentation/shared/ui';
import styles from './FilterFields.module.css';

/** Values the form's message keys take (filterSchema). */
const MESSAGE_VALUES: Readonly<Record<string, Record<string, number>>> = {
  'Validations.Range.Min.Error': { min: 0 },
  'Validations.MaxLength': { n: 64 },
};

export function FilterSection({
  title,
  children,
  collapsible = false,
  defaultOpen = true,
}: {
  title: string;
  children: ReactNode;
  collapsible?: boolean;
  defaultOpen?: boolean;
}) {
  if (collapsible) {
    return (
      <details className={styles.section} open={defaultOpen}>
        <summary className={styles.summary}>{title}</summary>
        <div className={styles.content}>{children}</div>
      </details>
    );
  }
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{title}</legend>
      <div className={styles.content}>{children}</div>
    </fieldset>
  );
}

/** A field's error as the visitor reads it: the schema gives keys and the documents' texts. */
export function FieldError({ name, id }: { name: string; id: string }) {
  const [, meta] = useField(name);
  const t = useT();
  if (!meta.error || !meta.touched) return null;
  const key = messageKeyOf(meta.error);
  return (
    <p id={id} className={styles.error} role="alert">
      {t(key, MESSAGE_VALUES[key])}
    </p>
  );
}

/** min and max of a range side by side, with a unit after each; the error under both. */
export function RangeFields({
  label,
  minName,
  maxName,
  unit,
  inputMode = 'numeric',
}: {
  label: string;
  minName: string;
  maxName: string;
  unit?: string;
  inputMode?: 'numeric' | 'decimal';
}) {
  const t = useT();
  const id = useId();
  const [min, minMeta] = useField<string>(minName);
  const [max, maxMeta] = useField<string>(maxName);
  const invalid = (meta: typeof minMeta) => Boolean(meta.touched && meta.error);
  return (
    <div className={styles.range} role="group" aria-label={label}>
      {(
        [
          ['min', min, minMeta, minName],
          ['max', max, maxMeta, maxName],
        ] as const
      ).map(([side, input, meta, name]) => (
        <div key={side} className={styles.rangeField}>
          <label htmlFor={`${id}-${side}`} className={styles.small}>
            {t(side === 'min' ? 'Search.Filters.Min' : 'Search.Filters.Max')}
          </label>
          <div className={cx(styles.inputBox, invalid(meta) && styles.invalid)}>
            <input
              {...input}
              id={`${id}-${side}`}
              inputMode={inputMode}
              autoComplete="off"
              className={styles.input}
              placeholder={t(side === 'min' ? 'Search.Filters.NoMin' : 'Search.Filters.NoMax')}
              aria-invalid={invalid(meta) || undefined}
              aria-describedby={meta.error ? `${id}-${name}-error` : undefined}
            />
            {unit && <span className={styles.unit}>{unit}</span>}
          </div>
          <FieldError name={name} id={`${id}-${name}-error`} />
        </div>
      ))}
    </div>
  );
}

/** Check boxes of a list filter, each with how many results it would give when the search counts it. */
export function CheckboxList({
  name,
  options,
  counts,
  locale,
  columns = 1,
}: {
  name: string;
  options: readonly { value: string; label: string }[];
  counts?: ReadonlyMap<string, number>;
  locale: string;
  columns?: 1 | 2;
}) {
  const [field, , helpers] = useField<string[]>(name);
  const toggle = (value: string) =>
    helpers.setValue(field.value.includes(value) ? field.value.filter((v) => v !== value) : [...field.value, value]);
  return (
    <ul className={cx(styles.checks, columns === 2 && styles.twoColumns)}>
      {options.map((option) => {
        const count = counts?.get(option.value);
        return (
          <li key={option.value}>
            <label className={styles.check}>
              <input
                type="checkbox"
                name={name}
                value={option.value}
                checked={field.value.includes(option.value)}
                onChange={() => void toggle(option.value)}
              />
              <span className={styles.checkLabel}>{option.label}</span>
              {count !== undefined && <span className={styles.count}>{formatNumber(count, locale, 0)}</span>}
            </label>
          </li>
        );
      })}
    </ul>
  );
}

/** "Any, 1+, 2+, …" as radio chips: a minimum count. */
export function MinimumChips({
  name,
  label,
  options,
  counts,
}: {
  name: string;
  label: string;
  options: readonly number[];
  counts?: ReadonlyMap<string, number>;
}) {
  const t = useT();
  const [field, , helpers] = useField<string>(name);
  const choices = ['', ...options.map(String)];
  return (
    <div className={styles.chips} role="radiogroup" aria-label={label}>
      {choices.map((value) => {
        const checked = field.value === value;
        const count = value === '' ? undefined : sumFrom(counts, Number(value));
        return (
          <label
            key={value || 'any'}
            className={cx(styles.chip, checked && styles.chipOn)}
            title={count !== undefined ? t('Search.Filters.ResultsCount', { count }) : undefined}
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={checked}
              onChange={() => void helpers.setValue(value)}
              className="visually-hidden"
            />
            {value === '' ? (
              t('Search.Filters.Any')
            ) : (
              <>
                <span aria-hidden="true">{`${value}+`}</span>
                <span className="visually-hidden">{t('Search.Filters.AtLeastLabel', { count: Number(value) })}</span>
              </>
            )}
          </label>
        );
      })}
    </div>
  );
}

/** Results with at least n (the facet counts each exact value). */
function sumFrom(counts: ReadonlyMap<string, number> | undefined, n: number): number | undefined {
  if (!counts || counts.size === 0) return undefined;
  let sum = 0;
  for (const [value, count] of counts) if (Number(value) >= n) sum += count;
  return sum;
}

/** min and max picked from a short list (rooms): native selects, the platform's own picker on phones. */
export function SelectRange({
  label,
  minName,
  maxName,
  options,
}: {
  label: string;
  minName: string;
  maxName: string;
  options: readonly number[];
}) {
  const t = useT();
  const id = useId();
  const [min, minMeta] = useField<string>(minName);
  const [max, maxMeta] = useField<string>(maxName);
  return (
    <div className={styles.range} role="group" aria-label={label}>
      {(
        [
          ['min', min, minMeta, minName],
          ['max', max, maxMeta, maxName],
        ] as const
      ).map(([side, input, meta, name]) => (
        <div key={side} className={styles.rangeField}>
          <label htmlFor={`${id}-${side}`} className={styles.small}>
            {t(side === 'min' ? 'Search.Filters.Min' : 'Search.Filters.Max')}
          </label>
          <div className={cx(styles.inputBox, meta.touched && meta.error && styles.invalid)}>
            <select
              {...input}
              id={`${id}-${side}`}
              className={styles.input}
              aria-describedby={meta.error ? `${id}-${name}-error` : undefined}
            >
              <option value="">{t('Search.Filters.Any')}</option>
              {options.map((value) => (
                <option key={value} value={String(value)}>
                  {value}
                </option>
              ))}
              {input.value !== '' && !options.map(String).includes(input.value) && (
                <option value={input.value}>{input.value}</option>
              )}
            </select>
          </div>
          <FieldError name={name} id={`${id}-${name}-error`} />
        </div>
      ))}
    </div>
  );
}
