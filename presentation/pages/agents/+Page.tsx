import { TrackedPage } from '#presentation/tracking';
import { useData } from 'vike-react/useData';
import { PlaceAgentsPage } from '#presentation/agents/PlaceAgentsPage';
import type { Data } from './+data';

/** Agents by place (document 001 §2, tracked as placeAgentsPage). */
export default function Page() {
  const data = useData<Data>();
  return (
    <TrackedPage name="placeAgentsPage" subjectId={data.placeId}>
      <PlaceAgentsPage data={data} />
    </TrackedPage>
  );
}
