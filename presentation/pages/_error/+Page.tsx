import { usePageContext } from 'vike-react/usePageContext';
import { isClientError } from '#presentation/shell/errorPage/isClientError';
import { NotFound } from './NotFound';
import { ServerError } from './ServerError';

/** Vike's error page: client errors keep their status and show the not-found page; crashes the server-error page. */
export default function Page() {
  return isClientError(usePageContext()) ? <NotFound /> : <ServerError />;
}
