import { usePageContext } from 'vike-react/usePageContext';
import { useData } from 'vike-react/useData';
import { StaticPart } from '#presentation/shared/hydration/StaticPart';
import { serverRenderedLazy } from '#presentation/shared/lazy/serverRenderedLazy';
import { TrackedPage } from '#presentation/tracking';
import statisticsStyles from '#presentation/places/statistics/PlaceStatisticsPage.module.css';
import mostViewedStyles from '#presentation/tracking/mostViewed/MostViewedListings.module.css';
import type { Data } from './+data';

/*
 * Nothing on this page but links, tables and graphs: the server renders it, the first hydration
 * keeps its HTML, and its code loads only for a client navigation (docs/pages.md §12).
 */
const PlaceStatisticsPage = await serverRenderedLazy(() =>
  import('#presentation/places/statistics/PlaceStatisticsPage').then((module) => module.PlaceStatisticsPage),
);

/** Place statistics (document 001 §2, tracked as placeStatsPage). */
export default function Page() {
  const data = useData<Data>();
  const { culture, currency } = usePageContext().requestContext;
  return (
    <TrackedPage name="placeStatsPage" subjectId={data.placeId}>
      <StaticPart deps={[data, culture, currency]} styles={[statisticsStyles, mostViewedStyles]}>
        <PlaceStatisticsPage data={data} />
      </StaticPart>
    </TrackedPage>
  );
}
