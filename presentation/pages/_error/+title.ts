import type { PageContext } from 'vike/types';
import { pageText } from '#presentation/shell/pageText';
import { isClientError } from '#presentation/shell/errorPage/isClientError';

export default (pageContext: PageContext) =>
  pageText(pageContext, isClientError(pageContext) ? 'Shell.NotFound.Title' : 'Shell.ServerError.Title');
