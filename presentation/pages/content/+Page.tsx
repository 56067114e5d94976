import { useData } from 'vike-react/useData';
import { ContentPageView } from '#presentation/content/ContentPageView';
import type { Data } from './+data';

export default function Page() {
  return <ContentPageView data={useData<Data>()} />;
}
