import type { PageContextServer } from 'vike/types';
import { loadAgentPageData } from '#presentation/agents/loadAgentPageData';
import type { AgentPageData } from '#presentation/agents/AgentPageData';

export type Data = AgentPageData;
export const data = (pageContext: PageContextServer): Promise<Data> => loadAgentPageData(pageContext);
