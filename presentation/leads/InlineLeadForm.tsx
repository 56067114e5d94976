import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useHydrated } from 'vike-react/useHydrated';
import { LeadDialog } from './LeadDialog';
import { LeadForm } from './LeadForm';
import type { LeadPageContext } from './LeadFormViewModel';
import type { LeadFormKind, LeadTarget } from './LeadTarget';
import { useKnownProfileId, useLeadContext, useLeadFormModel } from './useLeadFormModel';

/**
 * One lead form drawn in the page rather than in a modal (the agent page's side column): the same
 * form, model and follow-ups as the modal's. It opens once the page is hydrated (its idempotency
 * key and render time are the browser's, never the shared HTML's); the success modal confirms a
 * sent lead, and closing it gives the visitor a fresh form.
 */
export const InlineLeadForm = observer(function InlineLeadForm({
  kind,
  target,
  page: pageOf,
}: {
  kind: LeadFormKind;
  target: LeadTarget;
  page: Omit<LeadPageContext, 'search'>;
}) {
  const model = useLeadFormModel();
  const { page, visitor } = useLeadContext(pageOf);
  const profileId = useKnownProfileId();
  const hydrated = useHydrated();
  const closed = model.kind === null;
  useEffect(() => {
    if (hydrated && closed) model.open(kind, profileId);
  }, [hydrated, closed, kind, model, profileId]);
  // The personal part names the visitor after hydration, when this form is open already.
  useEffect(() => {
    if (hydrated) model.prefillFrom(profileId);
  }, [hydrated, model, profileId]);
  if (model.sent) return <LeadDialog model={model} target={target} page={page} visitor={visitor} />;
  return (
    <LeadForm
      key={`${model.idempotencyKey}-${model.profileContact ? 'p' : ''}`}
      model={model}
      target={target}
      page={page}
      visitor={visitor}
    />
  );
});
