import type { PageContextServer } from 'vike/types';
import { type ErrorPageData, loadErrorPageData } from '#presentation/shell/errorPage/loadErrorPageData';

export type { ErrorPageData };
export const data = (pageContext: PageContextServer): ErrorPageData => loadErrorPageData(pageContext);
