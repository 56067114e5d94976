import type { PageContextServer } from 'vike/types';
import type { ContentPageData } from '#presentation/content/ContentPageData';
import { loadContentPageData } from '#presentation/content/loadContentPageData';

export type Data = ContentPageData;

/** Document 000 §2: "/ | Home page (content page)": content/pages/home, in the visitor's culture. */
export const data = (pageContext: PageContextServer): Promise<Data> => loadContentPageData(pageContext);
