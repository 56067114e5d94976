import { Form, Formik } from 'formik';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useT } from '#presentation/shared/i18n';
import { Button, Modal } from '#presentation/shared/ui';
import type { SearchFilters } from '#domain/search/SearchFilters';
import { PlaceAutocomplete } from '#presentation/places';
import { useSearchPage } from '../SearchPageContext';
import { toFilters, toFormValues, type FilterFormValues } from './filterFormValues';
import { filterSchema } from './filterSchema';
import { FiltersForm } from './FiltersForm';
import styles from './FiltersModal.module.css';

const FORM_ID = 'search-filters-modal';

/**
 * The search filters modal (document 001 §2) of phones and tablets: the place first, then the
 * filters to change before showing the results.
 */
export const FiltersModal = observer(function FiltersModal() {
  const page = useSearchPage();
  const t = useT();
  // Keyed on what the filters say, not on the object: storing the search when the personal part
  // arrives gives the same filters anew, which must not reset a choice still waiting to be applied.
  const filtersKey = JSON.stringify(page.filters);
  const initialValues = useMemo(() => toFormValues(JSON.parse(filtersKey) as SearchFilters), [filtersKey]);
  return (
    <Modal
      open={page.filtersOpen}
      onClose={() => page.closeFilters()}
      title={t('Search.Filters.Title')}
      footer={
        <>
          <Button variant="ghost" onClick={() => page.closeFilters()}>
            {t('General.Cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} data-testid="apply-filters">
            {t('Search.Filters.Apply')}
          </Button>
        </>
      }
    >
      {/* The place first, as the portals put it on phones: the header's box is small there, and a
          visitor refining a search most often changes where. Choosing one opens its search with the
          same buy or rent and property types (PlaceAutocomplete). Its own form, beside the filters'. */}
      <div className={styles.location} data-testid="filters-location">
        <PlaceAutocomplete
          pageBox={false}
          label={t('Search.Filters.Location')}
          placeholder={page.placeName ?? t('Shell.Header.SearchPlaceholder')}
          onChoose={() => page.closeFilters()}
        />
      </div>
      <Formik<FilterFormValues>
        initialValues={initialValues}
        enableReinitialize
        validationSchema={filterSchema}
        onSubmit={(values) => {
          page.applyFilters(toFilters(values, page.filters));
          page.closeFilters();
        }}
      >
        <Form id={FORM_ID} noValidate data-testid="filters-modal">
          <FiltersForm idPrefix="modal" />
        </Form>
      </Formik>
    </Modal>
  );
});
