import { usePageContext } from 'vike-react/usePageContext';
import { CountryLinks } from './CountryLinks';
import { HomeHero } from './HomeHero';
import { OwnersBanner } from './OwnersBanner';
import { ValuePropositions } from './ValuePropositions';

/** The home page (document 000 §2 route /): search first, then where and why. */
export function HomePage() {
  const { requestContext } = usePageContext();
  const { portal, culture, origin } = requestContext;
  return (
    <>
      <HomeHero portalName={portal.name} />
      <CountryLinks currentPortalId={portal.id} culture={culture} origin={origin} />
      <ValuePropositions />
      {portal.valuation && <OwnersBanner />}
    </>
  );
}
