import { usePageContext } from 'vike-react/usePageContext';
import { useData } from 'vike-react/useData';
import agentCardStyles from '#presentation/agents/AgentCard.module.css';
import pagerStyles from '#presentation/agents/AgentsPager.module.css';
import placeAgentsStyles from '#presentation/agents/PlaceAgentsPage.module.css';
import { StaticPart } from '#presentation/shared/hydration/StaticPart';
import { serverRenderedLazy } from '#presentation/shared/lazy/serverRenderedLazy';
import { TrackedPage } from '#presentation/tracking';
import type { Data } from './+data';

/*
 * Agent cards and a pager, all links: the server renders them, the first hydration keeps their
 * HTML, and their code loads only for a client navigation (docs/pages.md §12).
 */
const PlaceAgentsPage = await serverRenderedLazy(() =>
  import('#presentation/agents/PlaceAgentsPage').then((module) => module.PlaceAgentsPage),
);

/** Agents by place (document 001 §2, tracked as placeAgentsPage). */
export default function Page() {
  const data = useData<Data>();
  const { culture } = usePageContext().requestContext;
  return (
    <TrackedPage name="placeAgentsPage" subjectId={data.placeId}>
      <StaticPart deps={[data, culture]} styles={[placeAgentsStyles, agentCardStyles, pagerStyles]}>
        <PlaceAgentsPage data={data} />
      </StaticPart>
    </TrackedPage>
  );
}
