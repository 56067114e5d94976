import { Form, Formik, useFormikContext } from 'formik';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useHydrated } from 'vike-react/useHydrated';
import { useT } from '#presentation/shared/i18n';
import type { SearchFilters } from '#domain/search/SearchFilters';
import { useSearchPage } from '../SearchPageContext';
import { activeFilterCount, toFilters, toFormValues, type FilterFormValues } from './filterFormValues';
import { filterSchema } from './filterSchema';
import { FiltersForm } from './FiltersForm';
import styles from './FiltersPanel.module.css';

/** How long the panel waits after the last change before it searches: long enough to type a price. */
export const AUTO_APPLY_DELAY_MS = 700;

/**
 * The desktop filters beside the results: every valid change searches by itself after a short
 * pause (no Apply button to hunt for); an invalid one shows its message and waits.
 */
export const FiltersPanel = observer(function FiltersPanel() {
  const page = useSearchPage();
  const t = useT();
  // Keyed on what the filters say, not on the object: storing the search when the personal part
  // arrives gives the same filters anew, which must not reset a choice still waiting to be applied.
  const filtersKey = JSON.stringify(page.filters);
  const initialValues = useMemo(() => toFormValues(JSON.parse(filtersKey) as SearchFilters), [filtersKey]);
  const active = activeFilterCount(page.filters);
  return (
    <Formik<FilterFormValues>
      initialValues={initialValues}
      enableReinitialize
      validationSchema={filterSchema}
      // AutoApply validates once the visitor pauses, before it searches: checking the whole schema on
      // every click as well was most of a click's work (a second render of the form) on a slow phone.
      validateOnChange={false}
      onSubmit={(values) => page.applyFilters(toFilters(values, page.filters))}
    >
      {({ resetForm }) => (
        <Form noValidate aria-label={t('Search.Filters.Title')} data-testid="filters-panel">
          <div className={styles.header}>
            <h2 className={styles.title}>{t('Search.Filters.Title')}</h2>
            {active > 0 && (
              <button
                type="button"
                className={styles.reset}
                onClick={() => {
                  const cleared = toFormValues({ transactionType: page.filters.transactionType });
                  resetForm({ values: cleared });
                  page.applyFilters(
                    toFilters(cleared, { ...page.filters, subTypes: undefined, luxury: undefined, studios: undefined }),
                  );
                }}
              >
                {t('Search.Filters.Reset')}
              </button>
            )}
          </div>
          <FieldsOnceHydrated>
            <FiltersForm idPrefix="panel" />
          </FieldsOnceHydrated>
          <AutoApply />
        </Form>
      )}
    </Formik>
  );
});

/**
 * The server's HTML of the panel is on screen before its code runs: a choice made then would
 * change the page but not the form (React does not read it back when it hydrates), and be lost.
 * Until hydration the fields are disabled, so nothing can be chosen that would not count. Its own
 * component: the render that ends hydration redraws the fieldset, not the form inside it.
 */
function FieldsOnceHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset className={styles.fields} disabled={!hydrated} aria-busy={!hydrated || undefined}>
      {children}
    </fieldset>
  );
}

function AutoApply() {
  const { values, dirty, submitForm, validateForm, setTouched } = useFormikContext<FilterFormValues>();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    if (!dirty) return undefined;
    const apply = async () => {
      const errors = await validateForm();
      if (Object.keys(errors).length > 0) {
        // Show what is wrong where it is wrong, without searching.
        void setTouched(Object.fromEntries(Object.keys(errors).map((key) => [key, true])), false);
        return;
      }
      void submitForm();
    };
    const timer = window.setTimeout(() => void apply(), AUTO_APPLY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [values, dirty, submitForm, validateForm, setTouched]);
  return null;
}
