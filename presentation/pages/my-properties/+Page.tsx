import { TrackedPage } from '#presentation/tracking';
import { PropertiesPage } from '#presentation/valuation';

export default function Page() {
  return (
    <TrackedPage name="valuationPage">
      <PropertiesPage />
    </TrackedPage>
  );
}
