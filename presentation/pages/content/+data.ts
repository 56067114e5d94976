import type { PageContextServer } from 'vike/types';
import type { ContentPageData } from '#presentation/content/ContentPageData';
import { loadContentPageData } from '#presentation/content/loadContentPageData';

export type Data = ContentPageData;
export const data = (pageContext: PageContextServer): Promise<Data> => loadContentPageData(pageContext);
