import type { PageContext } from 'vike/types';
import { pageText } from '../../shell/pageText';

export default (pageContext: PageContext) => pageText(pageContext, pageContext.is404 ? 'Shell.NotFound.Title' : 'Shell.ServerError.Title');
