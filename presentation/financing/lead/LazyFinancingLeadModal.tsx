import { observer } from 'mobx-react-lite';
import { lazy, Suspense, type ComponentProps } from 'react';
import { useOpenedOnce } from '#presentation/shared/lazy/useOpenedOnce';
import type { FinancingLeadModal as Modal } from './FinancingLeadModal';

// The form brings Formik, yup and lodash (about 25 KB gzipped) for a modal opened by a click:
// they load then, not with the listing or content page that shows the button.
const FinancingLeadModal = lazy(() =>
  import('./FinancingLeadModal').then((module) => ({ default: module.FinancingLeadModal })),
);

/** The financing lead modal (see FinancingLeadModal), mounted when it is first opened. */
export const LazyFinancingLeadModal = observer(function LazyFinancingLeadModal(props: ComponentProps<typeof Modal>) {
  if (!useOpenedOnce(props.lead.open)) return null;
  return (
    <Suspense fallback={null}>
      <FinancingLeadModal {...props} />
    </Suspense>
  );
});
