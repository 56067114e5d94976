import type { PageContext } from 'vike/types';
import { pageText } from '#presentation/shell/pageText';
import { isClientError } from '#presentation/shell/errorPage/isClientError';
import { CLIENT_ERROR_TITLES } from './NotFound';

export default (pageContext: PageContext) =>
  pageText(
    pageContext,
    isClientError(pageContext)
      ? (CLIENT_ERROR_TITLES[pageContext.abortStatusCode ?? 404] ?? 'Shell.NotFound.Title')
      : 'Shell.ServerError.Title',
  );
