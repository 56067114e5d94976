import { useState } from 'react';
import type { PageContext } from 'vike/types';
import { usePageContext } from 'vike-react/usePageContext';
import { LeadContactStore, LeadProfiles } from '#application/leads/ports';
import { OpenLeadForm, SubmitLeadRequest } from '#application/leads/tokens';
import { useLazyInjection } from '#presentation/shared/di/ContainerContext';
import { useAppAdvertisement } from '#presentation/shared/shell/ShellServices';
import { NotificationsViewModel } from '#presentation/shared/shell/tokens';
import { useModals } from '#presentation/shared/modal/useModals';
import { ActTracker } from '#presentation/tracking';
import { followUpsInTurn } from './followUpsInTurn';
import { LeadFormViewModel, type LeadPageContext, type LeadVisitor } from './LeadFormViewModel';

let keys = 0;

/**
 * The lead form model of a page, wired to the leads context: submit, the remembered contact data,
 * the profile's details, the error toast and the follow-ups (document 001 §4).
 */
export function useLeadFormModel(): LeadFormViewModel {
  const submit = useLazyInjection(SubmitLeadRequest);
  const contacts = useLazyInjection(LeadContactStore);
  const profiles = useLazyInjection(LeadProfiles);
  const openForm = useLazyInjection(OpenLeadForm);
  // Resolved on the first failure only: a server render has no toasts to show.
  const notifications = useLazyInjection(NotificationsViewModel);
  const appAdvertisement = useAppAdvertisement();
  const modals = useModals();
  // Resolved on the first act: a server render posts nothing.
  const tracker = useLazyInjection(ActTracker);
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
        () => openForm.execute(),
        // The login modal is identity's, the suggest-save-search modal search's, the app
        // advertisement the shell's: one at a time, in the documents' order.
        (followUps) =>
          followUpsInTurn(followUps, (followUp) => {
            if (followUp.kind === 'loginModal')
              return {
                show: () => modals.login.open({ isRegister: true }),
                isOpen: () => modals.login.request !== null,
              };
            if (followUp.kind === 'appAdvertisement')
              return { show: () => appAdvertisement.offer(followUp.subject), isOpen: () => appAdvertisement.open };
            return {
              show: () =>
                modals.suggestSaveSearch.open(
                  followUp.kind === 'suggestSaveSearch'
                    ? {
                        kind: 'suggest',
                        searchId: Number(followUp.searchId),
                        origin: 'ManuallySavedSearchAfterLeadRequest',
                      }
                    : { kind: 'saveAfterLead', searchId: Number(followUp.searchId) },
                ),
              isOpen: () => modals.suggestSaveSearch.active,
            };
          }),
        undefined,
        undefined,
        (act) => tracker.track(act),
      ),
  );
  return model;
}

/** Who sends the lead and from where: the visitor's part is read after hydration, never from the shared HTML. */
export function useLeadContext(pageOf: Omit<LeadPageContext, 'search'>): {
  page: LeadPageContext;
  visitor: LeadVisitor;
} {
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
export function useKnownProfileId(): number | null {
  const identity = (usePageContext() as PageContext | undefined)?.identity;
  return identity?.state && identity.state !== 'GuestUnknown' ? (identity.profileId ?? null) : null;
}
