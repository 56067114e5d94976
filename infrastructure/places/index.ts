/** Places' adapters other contexts' adapters build on: the place rows search resolves a location with. */
export { SqlPlaceReader } from './sql/SqlPlaceReader';
