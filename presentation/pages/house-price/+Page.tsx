import { TrackedPage } from '#presentation/tracking';
import { useData } from 'vike-react/useData';
import { PlaceStatisticsPage } from '#presentation/places/statistics/PlaceStatisticsPage';
import type { Data } from './+data';

/** Place statistics (document 001 §2, tracked as placeStatsPage). */
export default function Page() {
  return (
    <TrackedPage name="placeStatsPage">
      <PlaceStatisticsPage data={useData<Data>()} />
    </TrackedPage>
  );
}
