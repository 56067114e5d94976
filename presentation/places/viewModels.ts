import { ContainerModule } from 'inversify';
import { AutocompletePlaces } from '#application/places/tokens';
import { ListSearches } from '#application/search/tokens';
import { windowTimers } from '#presentation/shared/async/windowTimers';
import { lazy } from '#presentation/shared/di/viewModels';
import { PlaceAutocompleteViewModel as PlaceAutocompleteViewModelClass } from './PlaceAutocompleteViewModel';
import { savedSearchOptions } from './savedSearchOptions';
import { PlaceAutocompleteViewModel } from './viewModelTokens';

/** The places view-models' factories: predictions and saved searches are read as the visitor types, so resolved then. */
export const placesViewModels = new ContainerModule(({ bind }) => {
  bind(PlaceAutocompleteViewModel)
    .toDynamicValue((context) => {
      const autocomplete = lazy(context, AutocompletePlaces);
      const listSearches = lazy(context, ListSearches);
      return ({ settings, open, savedSearches }) =>
        new PlaceAutocompleteViewModelClass(settings, {
          autocomplete,
          timers: windowTimers,
          open,
          ...(savedSearches && {
            savedSearches: () => savedSearchOptions(listSearches, savedSearches),
            openSearch: savedSearches.open,
          }),
        });
    })
    .inTransientScope();
});
