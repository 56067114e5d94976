import { TrackedPage } from '#presentation/tracking';
import { usePageContext } from 'vike-react/usePageContext';
import { numericParam, PropertyPage } from '#presentation/valuation';

export default function Page() {
  const { routeParams } = usePageContext();
  return (
    <TrackedPage name="valuationPage">
      <PropertyPage propertyId={numericParam(routeParams.propertyId)!} />
    </TrackedPage>
  );
}
