import { useAppAdvertisement } from '#presentation/shared/shell/ShellServices';
import { observer } from 'mobx-react-lite';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import type { PageContext } from 'vike/types';
import { usePageContext } from 'vike-react/usePageContext';
import { useHydrated } from 'vike-react/useHydrated';
import { LeadContactStore, LeadProfiles } from '#application/leads/ports';
import { SubmitLeadRequest } from '#application/leads/tokens';
import { loginModal } from '#presentation/identity';
import { suggestSaveSearch } from '#presentation/shared/suggestSaveSearch/suggestSaveSearch';
import { useLazyInjection } from '#presentation/shared/di/ContainerContext';
import { NotificationsViewModel } from '#presentation/shared/shell/tokens';
import { LeadDialog } from './LeadDialog';
import { LeadForm } from './LeadForm';
import { LeadFormViewModel, type LeadPageContext, type LeadVisitor } from './LeadFormViewModel';
import type { LeadFormKind, LeadTarget } from './LeadTarget';

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

let keys = 0;

/**
 * The lead form model of a page, wired to the leads context: submit, the remembered contact data,
 * the profile's details, the error toast and the follow-ups (document 001 §4).
 */
function useLeadFormModel(): LeadFormViewModel {
  const submit = useLazyInjection(SubmitLeadRequest);
  const contacts = useLazyInjection(LeadContactStore);
  const profiles = useLazyInjection(LeadProfiles);
  // Resolved on the first failure only: a server render has no toasts to show.
  const notifications = useLazyInjection(NotificationsViewModel);
  const appAdvertisement = useAppAdvertisement();
  const [model] = useState(
    () =>
      new LeadFormViewModel(
        (command) => submit.execute(command),
        { read: () => (typeof window === 'undefined' ? undefined : contacts.read()) },
        (error) =>
          notifications.notify({
            id: `lead-error-${++keys}`,
            kind: 'error',
            message: error.kind === 'TOO_MANY_REQUESTS' ? error.message : 'LeadRequestForm.Message.Error',
            ...(error.values ? { values: error.values } : {}),
          }),
        (profileId) => profiles.readContact(profileId),
        // The login modal is identity's, the suggest-save-search modal search's, the app
        // advertisement the shell's.
        (followUp) => {
          if (followUp.kind === 'loginModal') loginModal.open({ isRegister: true });
          else if (followUp.kind === 'appAdvertisement') appAdvertisement.offer(followUp.subject);
          else if (followUp.kind === 'suggestSaveSearch')
            suggestSaveSearch.open({
              kind: 'suggest',
              searchId: Number(followUp.searchId),
              origin: 'ManuallySavedSearchAfterLeadRequest',
            });
          else if (followUp.kind === 'saveSearch')
            suggestSaveSearch.open({ kind: 'saveAfterLead', searchId: Number(followUp.searchId) });
        },
      ),
  );
  return model;
}

/** Who sends the lead and from where: the visitor's part is read after hydration, never from the shared HTML. */
function useLeadContext(pageOf: Omit<LeadPageContext, 'search'>): { page: LeadPageContext; visitor: LeadVisitor } {
  // Absent outside Vike (component tests): the visitor is then a guest.
  const identity = (usePageContext() as PageContext | undefined)?.identity;
  const searchId = typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('searchId');
  return {
    page: { ...pageOf, ...(searchId ? { search: { id: searchId, saved: false } } : {}) },
    visitor: {
      profileId: identity?.profileId ?? null,
      fullyLoggedIn: identity?.state === 'UserAuthenticated',
      contact: identity?.fullName ? { fullName: identity.fullName } : {},
    },
  };
}

/** The profile to prefill from: none for a guest unknown. */
function useKnownProfileId(): number | null {
  const identity = (usePageContext() as PageContext | undefined)?.identity;
  return identity?.state && identity.state !== 'GuestUnknown' ? (identity.profileId ?? null) : null;
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
      {model.opened && <LeadDialog model={model} target={target} page={page} visitor={visitor} />}
    </LeadActionsContext.Provider>
  );
});

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

export type { LeadFormKind, LeadTarget };
