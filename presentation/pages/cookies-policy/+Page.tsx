import { usePageContext } from 'vike-react/usePageContext';
import { CookiesPolicy } from '#presentation/identity/consent/CookiesPolicy';

export default function Page() {
  const { requestContext } = usePageContext();
  return <CookiesPolicy portalName={requestContext.portal.name} />;
}
