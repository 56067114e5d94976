import type { PageContextServer } from 'vike/types';
import { loadUnsubscribePage, type UnsubscribePageData } from '#presentation/search/unsubscribe/loadUnsubscribePage';

export type Data = UnsubscribePageData;
export const data = (pageContext: PageContextServer): Promise<Data> => loadUnsubscribePage(pageContext);
