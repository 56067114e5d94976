import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { NAVIGATION_PATHS } from '#domain/portal/Navigation';
import { culturePath } from '#presentation/shared/routing/culturePath';
import { useT } from '#presentation/shared/i18n';
import { cx, Icon } from '.';
import styles from './SearchBox.module.css';

export interface SearchBoxProps {
  size?: 'compact' | 'large';
  /** Listen for ctrl+k / meta+k anywhere on the page (document 000 §2); one box per page should. */
  shortcut?: boolean;
  /** Extra form fields submitted with the query (the home page's Buy / Rent choice). */
  extraFields?: ReactNode;
  /** Called as the visitor types: the place autocomplete plugs in here. */
  onQueryChange?: (query: string) => void;
  /** Handles the search in the page instead of the GET to /search; return false to let the form submit. */
  onSearch?: (query: string) => boolean;
  /** A suggestion list rendered under the field (the autocomplete's), given the listbox id to point at. */
  renderSuggestions?: (listboxId: string) => ReactNode;
  className?: string;
  /** A visible label (the filter sheet's "Location"); without one the label is for screen readers only. */
  label?: string;
  placeholder?: string;
}

/**
 * The place search box. Without JavaScript (and until the autocomplete exists) it is a plain
 * GET form to /search?q=…; Escape clears it, ctrl+k / meta+k focuses it.
 */
export function SearchBox({
  size = 'compact',
  shortcut = false,
  extraFields,
  onQueryChange,
  onSearch,
  renderSuggestions,
  className,
  label,
  placeholder,
}: SearchBoxProps) {
  const t = useT();
  const { requestContext } = usePageContext();
  const inputId = useId();
  const listboxId = `${inputId}-suggestions`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');

  useEffect(() => {
    if (!shortcut) return undefined;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        inputRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [shortcut]);

  const change = (value: string) => {
    setQuery(value);
    onQueryChange?.(value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && query !== '') {
      event.preventDefault();
      change('');
    }
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (onSearch?.(query.trim())) event.preventDefault();
  };
  const suggestions = renderSuggestions?.(listboxId);

  return (
    <form
      role="search"
      // The plain form keeps the visitor's culture: /fr's box answers in French (/fr/search?q=…).
      action={
        requestContext
          ? culturePath(NAVIGATION_PATHS.search, requestContext.culture, requestContext.portal)
          : NAVIGATION_PATHS.search
      }
      method="get"
      onSubmit={onSubmit}
      className={cx(styles.form, styles[size], className)}
    >
      {extraFields}
      {label && (
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
      )}
      <div className={styles.row}>
        <span className={styles.leading}>
          <Icon name="search" />
        </span>
        {!label && (
          <label htmlFor={inputId} className="visually-hidden">
            {t('Shell.Header.SearchLabel')}
          </label>
        )}
        <input
          ref={inputRef}
          id={inputId}
          name="q"
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          className={styles.input}
          placeholder={placeholder ?? t('Shell.Header.SearchPlaceholder')}
          value={query}
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
          aria-keyshortcuts={shortcut ? 'Control+K Meta+K' : undefined}
          aria-controls={suggestions ? listboxId : undefined}
        />
        <button type="submit" className={styles.submit}>
          {size === 'compact' && <Icon name="arrowRight" />}
          <span className={styles.submitLabel}>{t('Shell.Navigation.Search')}</span>
        </button>
      </div>
      {suggestions && <div className={styles.suggestions}>{suggestions}</div>}
    </form>
  );
}
