import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { LoginPage } from '#presentation/identity/login/LoginPage';
import type { Data } from './+data';

export default function Page() {
  const { state, error } = useData<Data>();
  const { requestContext } = usePageContext();
  return <LoginPage state={state} portalName={requestContext.portal.name} error={error} />;
}
