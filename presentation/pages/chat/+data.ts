import type { PageContextServer } from 'vike/types';
import { type ChatPageData, loadChatPageData } from '#presentation/leads/chat/loadChatPageData';

export type Data = ChatPageData;
export const data = (pageContext: PageContextServer): Promise<Data> => loadChatPageData(pageContext);
