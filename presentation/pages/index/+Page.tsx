import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { HomeContentView } from '#presentation/content/home/HomeContentView';
import type { Data } from './+data';
import { OwnersBanner } from './OwnersBanner';

/** The home page: its content page, then, where the portal values property, the owners' banner. */
export default function Page() {
  const { portal } = usePageContext().requestContext;
  return (
    <>
      <HomeContentView data={useData<Data>()} />
      {portal.valuation && <OwnersBanner />}
    </>
  );
}
