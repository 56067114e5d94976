import { TrackedPage } from '#presentation/tracking';
import { usePageContext } from 'vike-react/usePageContext';
import { numericParam, WizardPage } from '#presentation/valuation';

export default function Page() {
  const { routeParams } = usePageContext();
  return (
    <TrackedPage name="valuationPage">
      <WizardPage propertyId={numericParam(routeParams.propertyId)} stepNumberParam={numericParam(routeParams.step)} />
    </TrackedPage>
  );
}
