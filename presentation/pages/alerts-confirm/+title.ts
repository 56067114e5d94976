import type { PageContext } from 'vike/types';
import { pageText } from '#presentation/shell/pageText';

export default (pageContext: PageContext) => pageText(pageContext, 'Alerts.Confirm.Title');
