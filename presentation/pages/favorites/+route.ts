/** Document 000 §2 / 001 §2: "/favorites | Favourites on a map-split layout". */
export default '/favorites';
