/** The listings context's public face for other contexts' pages (the search result cards). */
export { FavoriteButton } from './favorites/FavoriteButton';
export { ListingPicture } from './gallery/ListingPicture';
