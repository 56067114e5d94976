import { observer } from 'mobx-react-lite';
import { createContext, lazy, type ReactNode, Suspense, useContext } from 'react';
import type { LeadFormViewModel, LeadPageContext } from './LeadFormViewModel';
import type { LeadFormKind, LeadTarget } from './LeadTarget';
import { useKnownProfileId, useLeadContext, useLeadFormModel } from './useLeadFormModel';

// The form brings Formik, yup and lodash (about 25 KB gzipped) and opens on a click: its code
// loads then, never with the listing page that shows the buttons.
const LeadDialog = lazy(() => import('./LeadDialog').then((module) => ({ default: module.LeadDialog })));

const LeadActionsContext = createContext<LeadFormViewModel | null>(null);

/** Opens a lead form of the page: useLeadActions().open('tour'). */
export function useLeadActions(): { open: (kind: LeadFormKind) => void; available: boolean } {
  const model = useContext(LeadActionsContext);
  // A guest unknown has no profile details to prefill from.
  const profileId = useKnownProfileId();
  return model
    ? { open: (kind) => model.open(kind, profileId), available: true }
    : { open: () => undefined, available: false };
}

/**
 * A page's lead forms (listing, project or unit page): give it what the lead is about and
 * put the buttons anywhere inside; one modal serves them all. The visitor's part (profile,
 * contact data) is read after hydration (PersonalPart), never from the shared HTML.
 */
export const LeadActionsProvider = observer(function LeadActionsProvider({
  target,
  page: pageOf,
  children,
}: {
  target: LeadTarget;
  /** The portal and the visitor's language (the page knows them; shared HTML holds nothing personal). */
  page: Omit<LeadPageContext, 'search'>;
  children: ReactNode;
}) {
  const model = useLeadFormModel();
  const { page, visitor } = useLeadContext(pageOf);
  return (
    <LeadActionsContext.Provider value={model}>
      {children}
      {/* Drawn once a form was opened: the shared HTML carries no dialog, and the page's first paint none of its code. */}
      {model.opened && (
        <Suspense fallback={null}>
          <LeadDialog model={model} target={target} page={page} visitor={visitor} />
        </Suspense>
      )}
    </LeadActionsContext.Provider>
  );
});

export type { LeadFormKind, LeadTarget };
