/** Places' public face for pages and other contexts: the place field with its suggestions. */
export { PlaceAutocomplete } from './PlaceAutocomplete';
