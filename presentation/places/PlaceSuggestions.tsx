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
  if (autocomplete.empty && autocomplete.predictions.length === 0) {
    return (
      <p className={styles.empty} role="status">
        <T id="Search.Autocomplete.NoResults" />
      </p>
    );
  }
  return (
    <ul id={id} role="listbox" className={styles.list} aria-label={autocomplete.query} data-testid="place-suggestions">
      {autocomplete.predictions.map((prediction, index) => (
        <li
          key={prediction.placeId}
          id={optionId(id, index)}
          role="option"
          aria-selected={index === autocomplete.activeIndex}
          className={cx(styles.option, index === autocomplete.activeIndex && styles.active)}
          // Keep the focus in the field: a click must not blur it (which closes the list) before it lands.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => autocomplete.choose(prediction)}
        >
          <span className={styles.icon}>
            <Icon name="pin" />
          </span>
          <span className={styles.text}>
            <span className={styles.main}>{prediction.mainText}</span>
            {prediction.secondaryText && <span className={styles.secondary}>{prediction.secondaryText}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
});
