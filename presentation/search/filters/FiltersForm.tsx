import { useField } from 'formik';
import { observer } from 'mobx-react-lite';
import { PROPERTY_TYPES, TRANSACTION_TYPES } from '#domain/listings/Listing';
import { AREA_UNIT_SYMBOLS } from '#domain/portal/AreaFormat';
import { URL_AMENITIES, URL_PROXIMITIES, URL_VIEWS } from '#domain/portal/urlWords/UrlWords';
import { useT } from '#presentation/shared/i18n';
import { cx } from '#presentation/shared/ui';
import { useSearchPage } from '../SearchPageContext';
import { CheckboxList, FieldError, FilterSection, MinimumChips, RangeFields, SelectRange } from './FilterFields';
import { MIN_COUNT_OPTIONS, ORIENTATIONS, ROOM_OPTIONS } from './filterFormValues';
import styles from './FiltersForm.module.css';

/**
 * The filter fields (inside a Formik form): buy or rent, property types, price, rooms,
 * bedrooms, bathrooms, living area, amenities, views, nearby places, orientation, new
 * developments, availability (rent) and reference. Options show their facet counts.
 */
export const FiltersForm = observer(function FiltersForm({ idPrefix }: { idPrefix: string }) {
  const page = useSearchPage();
  const t = useT();
  const [transaction] = useField<string>('transactionType');
  const [availability] = useField<string>('availableFromMax');
  const [reference] = useField<string>('ref');
  const { locale } = page;
  const currency = page.settings.currency;
  const areaUnit = AREA_UNIT_SYMBOLS[page.filters.area?.living?.unit ?? 'SquareMeter'];
  const priceTitle = t(transaction.value === 'Rent' ? 'Search.Filters.MonthlyRent' : 'Search.Filters.Price', {
    currency,
  });
  const labelled = (prefix: string, values: readonly string[]) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

  return (
    <div className={styles.form}>
      <FilterSection title={t('Search.Filters.Transaction')}>
        <div className={styles.segmented} role="radiogroup" aria-label={t('Search.Filters.Transaction')}>
          {TRANSACTION_TYPES.map((type) => (
            <label key={type} className={cx(styles.segment, transaction.value === type && styles.segmentOn)}>
              <input
                {...transaction}
                type="radio"
                value={type}
                checked={transaction.value === type}
                className="visually-hidden"
              />
              {t(`Listings.TransactionType.${type}`)}
            </label>
          ))}
        </div>
      </FilterSection>
      <FilterSection title={t('Search.Filters.PropertyType')}>
        <CheckboxList
          name="types"
          options={labelled('Listings.PropertyType.Singular', PROPERTY_TYPES)}
          counts={page.facetCounts('types')}
          locale={locale}
        />
      </FilterSection>
      <FilterSection title={priceTitle}>
        <RangeFields label={priceTitle} minName="priceMin" maxName="priceMax" />
      </FilterSection>
      <FilterSection title={t('Search.Filters.Rooms')}>
        <SelectRange label={t('Search.Filters.Rooms')} minName="roomsMin" maxName="roomsMax" options={ROOM_OPTIONS} />
      </FilterSection>
      <FilterSection title={t('Search.Filters.Bedrooms')}>
        <MinimumChips
          name="bedroomsMin"
          label={t('Search.Filters.Bedrooms')}
          options={MIN_COUNT_OPTIONS}
          counts={page.facetCounts('bedrooms')}
        />
      </FilterSection>
      <FilterSection title={t('Search.Filters.Bathrooms')}>
        <MinimumChips
          name="bathroomsMin"
          label={t('Search.Filters.Bathrooms')}
          options={MIN_COUNT_OPTIONS.slice(0, 4)}
          counts={page.facetCounts('bathrooms')}
        />
      </FilterSection>
      <FilterSection title={t('Search.Filters.LivingArea')}>
        <RangeFields
          label={t('Search.Filters.LivingArea')}
          minName="areaMin"
          maxName="areaMax"
          unit={areaUnit}
          inputMode="decimal"
        />
      </FilterSection>
      <FilterSection title={t('Listings.Amenities.Title')} collapsible>
        <CheckboxList
          name="amenities"
          options={labelled('Listings.Amenity', URL_AMENITIES)}
          counts={page.facetCounts('amenities')}
          locale={locale}
        />
      </FilterSection>
      <FilterSection
        title={t('Listings.Views.Title')}
        collapsible
        defaultOpen={Boolean(page.filters.viewLandscapes?.length)}
      >
        <CheckboxList
          name="viewLandscapes"
          options={labelled('Listings.View', URL_VIEWS)}
          counts={page.facetCounts('viewLandscapes')}
          locale={locale}
        />
      </FilterSection>
      <FilterSection
        title={t('Listings.Proximities.Title')}
        collapsible
        defaultOpen={Boolean(page.filters.proximities?.length)}
      >
        <CheckboxList
          name="proximities"
          options={labelled('Listings.Proximity', URL_PROXIMITIES)}
          counts={page.facetCounts('proximities')}
          locale={locale}
        />
      </FilterSection>
      <FilterSection
        title={t('Listings.Orientations.Title')}
        collapsible
        defaultOpen={Boolean(page.filters.orientations?.length)}
      >
        <CheckboxList
          name="orientations"
          options={labelled('Listings.Orientation', ORIENTATIONS)}
          counts={page.facetCounts('orientations')}
          locale={locale}
          columns={2}
        />
      </FilterSection>
      <FilterSection
        title={t('Search.Filters.More')}
        collapsible
        defaultOpen={Boolean(page.filters.ref || page.filters.classes?.length || page.filters.availableFrom?.max)}
      >
        <ProjectsOnly />
        {transaction.value === 'Rent' && (
          <div className={styles.field}>
            <label htmlFor={`${idPrefix}-available`} className={styles.label}>
              {t('Search.Filters.AvailableBy')}
            </label>
            <input
              {...availability}
              id={`${idPrefix}-available`}
              type="date"
              className={styles.textInput}
              aria-describedby={`${idPrefix}-available-error`}
            />
            <FieldError name="availableFromMax" id={`${idPrefix}-available-error`} />
          </div>
        )}
        <div className={styles.field}>
          <label htmlFor={`${idPrefix}-ref`} className={styles.label}>
            {t('Search.Filters.Reference')}
          </label>
          <input
            {...reference}
            id={`${idPrefix}-ref`}
            type="text"
            autoComplete="off"
            className={styles.textInput}
            aria-describedby={`${idPrefix}-ref-error`}
          />
          <FieldError name="ref" id={`${idPrefix}-ref-error`} />
        </div>
      </FilterSection>
    </div>
  );
});

const ProjectsOnly = observer(function ProjectsOnly() {
  const t = useT();
  const [field, , helpers] = useField<boolean>('projectsOnly');
  return (
    <label className={styles.toggle}>
      <input
        type="checkbox"
        name={field.name}
        checked={field.value}
        onChange={(event) => void helpers.setValue(event.target.checked)}
        onBlur={field.onBlur}
      />
      <span>{t('Search.Filters.ProjectsOnly')}</span>
    </label>
  );
});
