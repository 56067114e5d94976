import { usePageContext } from 'vike-react/usePageContext';
import { NotFound } from './NotFound';
import { ServerError } from './ServerError';

/** Vike's error page: 404 for unknown URLs (status set by Vike), the server-error page otherwise. */
export default function Page() {
  const { is404 } = usePageContext();
  return is404 ? <NotFound /> : <ServerError />;
}
