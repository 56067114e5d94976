import { useData } from 'vike-react/useData';
import { AgentPage } from '#presentation/agents/AgentPage';
import type { Data } from './+data';

/** The agent profile page (document 001 §2, tracked as agentPage). */
export default function Page() {
  return <AgentPage data={useData<Data>()} />;
}
