import type { PlacePrediction } from '#application/places/calls';
import { viewModelToken } from '#presentation/shared/di/viewModels';
import type {
  PlaceAutocompleteSettings,
  PlaceAutocompleteViewModel as PlaceAutocompleteViewModelClass,
} from './PlaceAutocompleteViewModel';
import type { SavedSearchesInBox } from './savedSearchOptions';

/** The places context's view-models (docs/contributing.md "A page's view-model"). */
export const PlaceAutocompleteViewModel = viewModelToken<
  PlaceAutocompleteViewModelClass,
  {
    settings: PlaceAutocompleteSettings;
    /** Goes to the chosen place's search (the component knows the page and the Buy / Rent choice beside it). */
    open: (prediction: PlacePrediction) => void;
    /** Present for a visitor with saved searches to read. */
    savedSearches?: SavedSearchesInBox;
  }
>('places.PlaceAutocomplete');
