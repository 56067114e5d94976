import type { PageContextServer } from 'vike/types';
import {
  type AlertConfirmationPageData,
  loadAlertConfirmationPage,
} from '#presentation/alerts/confirm/loadAlertConfirmationPage';

export type Data = AlertConfirmationPageData;
export const data = (pageContext: PageContextServer): Promise<Data> => loadAlertConfirmationPage(pageContext);
