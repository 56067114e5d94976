import { TrackedPage } from '#presentation/tracking';
import { useData } from 'vike-react/useData';
import { PlaceAgentsPage } from '#presentation/agents/PlaceAgentsPage';
import type { Data } from './+data';

/** Agents by place (document 001 §2, tracked as placeAgentsPage). */
export default function Page() {
  return (
    <TrackedPage name="placeAgentsPage">
      <PlaceAgentsPage data={useData<Data>()} />
    </TrackedPage>
  );
}
