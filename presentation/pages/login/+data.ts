import type { PageContextServer } from 'vike/types';
import { type LoginPageData, loadLoginPageData } from '#presentation/identity/login/loadLoginPageData';

export type Data = LoginPageData;
export const data = (pageContext: PageContextServer): Data => loadLoginPageData(pageContext);
