import { TrackedPage } from '#presentation/tracking';
import { WizardPage } from '#presentation/valuation';

export default function Page() {
  return (
    <TrackedPage name="valuationPage">
      <WizardPage />
    </TrackedPage>
  );
}
