import { usePageContext } from 'vike-react/usePageContext';
import { NotFound } from './NotFound';
import { ServerError } from './ServerError';

/**
 * Vike's error page. Client errors (404 unknown URL, 400 a malformed search URL, 410 an archived
 * agency) show the not-found page with their own status; only crashes show the server-error page.
 */
export default function Page() {
  const { is404, abortStatusCode } = usePageContext();
  const clientError = is404 || (typeof abortStatusCode === 'number' && abortStatusCode >= 400 && abortStatusCode < 500);
  return clientError ? <NotFound /> : <ServerError />;
}
