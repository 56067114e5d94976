import { UnsubscribedPage } from '#presentation/search/unsubscribe/UnsubscribedPage';

export default function Page() {
  return <UnsubscribedPage />;
}
