import type { PageContext } from 'vike/types';
import { usePersonalPageContext } from '#presentation/shared/personal/usePersonalPageContext';
import { useViewModel } from '#presentation/shared/di/ContainerContext';
import type { LeadFormViewModel as LeadFormViewModelClass, LeadPageContext, LeadVisitor } from './LeadFormViewModel';
import { LeadFormViewModel } from './viewModelTokens';

/**
 * The lead form model of a page, wired to the leads context by the container: submit, the
 * remembered contact data, the profile's details, the error toast and the follow-ups (document 001 §4).
 */
export function useLeadFormModel(): LeadFormViewModelClass {
  return useViewModel(LeadFormViewModel);
}

/** Who sends the lead and from where: the visitor's part is read after hydration, never from the shared HTML. */
export function useLeadContext(pageOf: Omit<LeadPageContext, 'search'>): {
  page: LeadPageContext;
  visitor: LeadVisitor;
} {
  // Absent outside Vike (component tests): the visitor is then a guest.
  const identity = (usePersonalPageContext() as PageContext | undefined)?.identity;
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
  const identity = (usePersonalPageContext() as PageContext | undefined)?.identity;
  return identity?.state && identity.state !== 'GuestUnknown' ? (identity.profileId ?? null) : null;
}
