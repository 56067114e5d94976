import { observer } from 'mobx-react-lite';
import { T } from '#presentation/shared/i18n';
import { Icon, cx } from '#presentation/shared/ui';
import type { PlaceAutocompleteViewModel } from './PlaceAutocompleteViewModel';
import styles from './PlaceSuggestions.module.css';

export const optionId = (listboxId: string, index: number) => `${listboxId}-option-${index}`;

/** The predictions under the search box: the place's name, then where it is. */
export const PlaceSuggestions = observer(function PlaceSuggestions({
  id,
  autocomplete,
}: {
  id: string;
  autocomplete: PlaceAutocompleteViewModel;
}) {
  const options = autocomplete.options;
  if (autocomplete.empty && options.length === 0) {
    return (
      <p className={styles.empty} role="status">
        <T id="Search.Autocomplete.NoResults" />
      </p>
    );
  }
  return (
    <ul id={id} role="listbox" className={styles.list} aria-label={autocomplete.query} data-testid="place-suggestions">
      {options.map((option, index) => (
        // The keyboard never focuses an option: the combobox's field moves aria-activedescendant and
        // Enter takes it (WAI-ARIA combobox pattern, PlaceAutocompleteViewModel.submit), so the click has no key twin.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events
        <li
          key={option.kind === 'place' ? option.prediction.placeId : `search-${option.search.id}`}
          id={optionId(id, index)}
          role="option"
          aria-selected={index === autocomplete.activeIndex}
          className={cx(styles.option, index === autocomplete.activeIndex && styles.active)}
          // Keep the focus in the field: a click must not blur it (which closes the list) before it lands.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => autocomplete.chooseOption(option)}
          data-testid={option.kind === 'savedSearch' ? 'saved-search-suggestion' : undefined}
        >
          <span className={styles.icon}>
            <Icon name={option.kind === 'place' ? 'pin' : 'bell'} />
          </span>
          {option.kind === 'place' ? (
            <span className={styles.text}>
              <span className={styles.main}>{option.prediction.mainText}</span>
              {option.prediction.secondaryText && (
                <span className={styles.secondary}>{option.prediction.secondaryText}</span>
              )}
            </span>
          ) : (
            <span className={styles.text}>
              <span className={styles.main}>{option.search.title}</span>
              <span className={styles.secondary}>
                <T id="Search.Autocomplete.SavedSearch" />
              </span>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
});
