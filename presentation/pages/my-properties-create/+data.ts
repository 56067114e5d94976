import type { PageContextServer } from 'vike/types';
import { loadValuationPageData, type ValuationPageData } from '#presentation/valuation';

export type Data = ValuationPageData;
export const data = (pageContext: PageContextServer): Promise<Data> => loadValuationPageData(pageContext);
