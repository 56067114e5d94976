import { TrackedPage } from '#presentation/tracking';
import { useData } from 'vike-react/useData';
import { PlaceStatisticsPage } from '#presentation/places/statistics/PlaceStatisticsPage';
import type { Data } from './+data';

/** Place statistics (document 001 §2, tracked as placeStatsPage). */
export default function Page() {
  const data = useData<Data>();
  return (
    <TrackedPage name="placeStatsPage" subjectId={data.placeId}>
      <PlaceStatisticsPage data={data} />
    </TrackedPage>
  );
}
