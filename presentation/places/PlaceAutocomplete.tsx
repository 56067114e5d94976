import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { navigate } from 'vike/client/router';
import { usePersonalPageContext } from '#presentation/shared/personal/usePersonalPageContext';
import { hasSavedSearchAccess } from '#domain/identity/AuthenticationRules';
import { searchCallerOf } from '#domain/search/SearchCaller';
import { useT } from '#presentation/shared/i18n';
import { useViewModel } from '#presentation/shared/di/ContainerContext';
import { useNavigationState } from '#presentation/shared/shell/ShellServices';
import { SearchBox } from '#presentation/shared/ui/SearchBox';
import { PlaceAutocompleteViewModel } from './viewModelTokens';
import { PlaceSuggestions, optionId } from './PlaceSuggestions';

/**
 * The header's search box with place predictions (document 000 §2): ctrl+k / meta+k puts the
 * cursor in it (SearchBox), typing suggests places after 500 ms, arrows and Enter choose one,
 * Escape empties it. Without JavaScript the box is the plain form to /search?q=, which the
 * search page resolves itself.
 */
export interface PlaceAutocompleteProps {
  className?: string;
  /** The home page's hero box is large; the header's compact. */
  size?: 'compact' | 'large';
  /** Form fields sent with the query: the home page's Buy / Rent choice (`tt`), which a chosen place keeps. */
  extraFields?: ReactNode;
  /**
   * The page's place box (the default: the header's, or the home page's own): ctrl+k / meta+k and the
   * phone's bottom bar Search put the cursor in it. One per page; another box on the page says false.
   */
  pageBox?: boolean;
  /** A visible label above the box (the filter sheet's); the header's box has its label unseen. */
  label?: string;
  placeholder?: string;
  /** Told when a place is chosen, as its search opens (the filter sheet closes then). */
  onChoose?: () => void;
}

export const PlaceAutocomplete = observer(function PlaceAutocomplete({
  className,
  size,
  extraFields,
  pageBox = true,
  label,
  placeholder,
  onChoose,
}: PlaceAutocompleteProps) {
  const { requestContext, identity } = usePersonalPageContext();
  const t = useT();
  const state = identity?.state;
  const wrapper = useRef<HTMLDivElement>(null);
  const { culture, portal } = requestContext;
  // The latest onChoose is told: the view-model is not remade for a new callback.
  const chosen = useRef(onChoose);
  chosen.current = onChoose;
  const autocomplete = useViewModel(
    PlaceAutocompleteViewModel,
    {
      settings: { language: culture, countries: portal.countries },
      open: (prediction) => {
        const { pathname, search } = window.location;
        // A Buy / Rent choice beside the box (the home page's) says which search the place opens.
        const choice = wrapper.current?.querySelector<HTMLInputElement>('input[name="tt"]:checked')?.value;
        const transactionType = choice === 'Sell' || choice === 'Rent' ? choice : undefined;
        chosen.current?.();
        // The search URL codec (5 KB gzipped) loads at the first choice, not with every page's header.
        void import('./placeSearchPath').then(({ placeSearchPath }) =>
          navigate(placeSearchPath(prediction.placeId, { pathname, search }, culture, portal, transactionType)),
        );
      },
      // The visitor's saved searches appear in the header autocomplete too.
      ...(state &&
        hasSavedSearchAccess(state) && {
          savedSearches: {
            caller: searchCallerOf(requestContext),
            titleOf: (search) =>
              search.title ??
              (search.automaticTitle.startsWith('Search.AutomaticTitle.')
                ? t(search.automaticTitle)
                : search.automaticTitle),
            open: (option) => void navigate(`/search?searchId=${option.id}`),
          },
        }),
    },
    [culture, portal, state],
  );
  const navigation = useNavigationState();
  useEffect(() => {
    if (!pageBox) return undefined;
    return navigation.registerPlaceBox(() => wrapper.current?.querySelector('input')?.focus());
  }, [navigation, pageBox]);

  // SearchBox owns the input; the combobox roles (WAI-ARIA 1.2) are set on it from here.
  const listboxId = useRef<string | undefined>(undefined);
  useEffect(() => {
    void activeIndex;
    const input = wrapper.current?.querySelector('input');
    if (!input) return;
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-expanded', String(autocomplete.expanded));
    if (listboxId.current) input.setAttribute('aria-controls', listboxId.current);
    if (autocomplete.active && listboxId.current)
      input.setAttribute('aria-activedescendant', optionId(listboxId.current, autocomplete.activeIndex));
    else input.removeAttribute('aria-activedescendant');
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      autocomplete.move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Escape') {
      autocomplete.close();
    }
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!wrapper.current?.contains(event.relatedTarget)) autocomplete.close();
  };

  // Read here, in the observer's own render: SearchBox calls renderSuggestions in its render, which MobX would not track.
  const expanded = autocomplete.expanded;
  const activeIndex = autocomplete.activeIndex;

  return (
    // The keys come from the combobox's field inside (arrows move, Escape closes): the wrapper only
    // hears them bubble up, and the field is what the keyboard focuses.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={wrapper}
      className={className}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onFocus={() => autocomplete.show()}
      data-testid="place-autocomplete"
    >
      <SearchBox
        shortcut={pageBox}
        {...(size && { size })}
        {...(label && { label })}
        {...(placeholder && { placeholder })}
        extraFields={extraFields}
        onQueryChange={(query) => autocomplete.setQuery(query)}
        onSearch={() => autocomplete.submit()}
        renderSuggestions={(id) => {
          listboxId.current = id;
          return expanded ? <PlaceSuggestions id={id} autocomplete={autocomplete} /> : null;
        }}
      />
    </div>
  );
});
