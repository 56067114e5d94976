import { useData } from 'vike-react/useData';
import { FavoritesPage } from '#presentation/listings/favorites/page/FavoritesPage';
import type { Data } from './+data';

export default function Page() {
  return <FavoritesPage data={useData<Data>()} />;
}
