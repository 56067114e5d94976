import { flow, makeAutoObservable } from 'mobx';
import type { LeadContact, LeadContactStore, LeadProfiles } from '#application/leads/ports';
import type { SubmitLeadRequest, SubmittedLead } from '#application/leads/commands/SubmitLeadRequest';
import type { OpenLeadFormHandler } from '#application/leads/commands/OpenLeadForm';
import type { LeadFollowUp } from '#domain/leads/LeadFollowUps';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import type { TrackedAct } from '#domain/tracking/TrackedActs';
import type { ModalService } from '#presentation/shared/modal/ModalService';
import type { AppAdvertisementViewModel } from '#presentation/shared/shell/AppAdvertisementViewModel';
import type { NotificationsViewModel } from '#presentation/shared/shell/NotificationsViewModel';
import type { ActTracker } from '#presentation/shared/tracking/ActTracker';
import { followUpsInTurn, type FollowUpModal } from './followUpsInTurn';
import { LeadFormGuard, type LeadProof } from '#presentation/shared/forms/LeadFormGuard';
import { FORM_ROUTES, type LeadFormKind, type LeadTarget } from './LeadTarget';

export interface LeadFormValues {
  fullName: string;
  email: string;
  phone: string;
  message: string;
  tourDate: string;
  tourTime: string;
  /** The honeypot: hidden from people, filled by scripts. */
  website: string;
  /** The visitor ticked the rental deposit insurance offer (shown only while it is offered). */
  rentalDepositInsuranceOffer: boolean;
}

export interface LeadVisitor {
  profileId: number | null;
  fullyLoggedIn: boolean;
  /** The signed-in visitor's name and profile details (PersonalPart), never in shared HTML. */
  contact?: Partial<LeadContact>;
}

export interface LeadPageContext {
  portalId: string;
  country: string | null;
  locale: string;
  search?: { id: string; saved: boolean };
}

/** What the lead form needs of the container (presentation/leads/viewModels.ts binds it). */
export interface LeadFormDependencies {
  /** The leads use cases: send (document 001 §4 "Lead submit") and the form's stamp. */
  submitLead: { execute(command: SubmitLeadRequest): Promise<Result<SubmittedLead, DomainError>> };
  openForm: Pick<OpenLeadFormHandler, 'execute'>;
  /** The contact data remembered in this browser, and the known visitor's profile details. */
  contacts: Pick<LeadContactStore, 'read'>;
  profiles: Pick<LeadProfiles, 'readContact'>;
  /** The error toast of a failed send. */
  notifications: Pick<NotificationsViewModel, 'notify'>;
  /** The follow-ups' modals: login and suggest-save-search (the page's), the app advertisement (the shell's). */
  modals: Pick<ModalService, 'login' | 'suggestSaveSearch'>;
  appAdvertisement: Pick<AppAdvertisementViewModel, 'offer' | 'open'>;
  /** Posts the lead's tracks (document 001 §4 "track submit ... track success"): the page's one tracker. */
  tracker: ActTracker;
  newKey?: () => string;
  now?: () => number;
}

let errorToasts = 0;

/**
 * One page's lead forms: which one is open, its idempotency key and render time (one per opened
 * form, so a double click or a retry is one lead), sending, the server's field error, the sent
 * state for the success modal, and the follow-ups the page runs after it.
 */
export class LeadFormViewModel {
  kind: LeadFormKind | null = null;
  /** A form was opened on this page (the dialog is drawn from then on). */
  opened = false;
  idempotencyKey = '';
  formTimestamp = 0;
  submitting = false;
  error: DomainError | null = null;
  sent: { kind: LeadFormKind; values: LeadFormValues } | null = null;
  followUps: LeadFollowUp[] = [];
  /** The signed-in or identified visitor's profile details, read once when a form first opens. */
  profileContact: Partial<LeadContact> | null = null;
  /** The service's stamp and, when a send would be too fast for it, the captcha asked first. */
  readonly guard: LeadFormGuard;
  private profileRead = false;

  private readonly newKey: () => string;
  private readonly now: () => number;

  constructor(private readonly deps: LeadFormDependencies) {
    this.newKey = deps.newKey ?? (() => crypto.randomUUID());
    this.now = deps.now ?? (() => Date.now());
    this.guard = new LeadFormGuard(() => deps.openForm.execute(), this.now);
    makeAutoObservable<this, 'deps' | 'newKey' | 'now'>(
      this,
      { deps: false, newKey: false, now: false, guard: false },
      { autoBind: true },
    );
  }

  get isOpen(): boolean {
    return this.kind !== null;
  }

  /** Opens a form; a known visitor's profile (profileId) is read the first time, to prefill it. */
  open(kind: LeadFormKind, profileId?: number | null): void {
    this.prefillFrom(profileId);
    this.kind = kind;
    this.opened = true;
    this.sent = null;
    this.error = null;
    this.followUps = [];
    // A send left waiting for the captcha of the form before is dropped with it.
    this.submitting = false;
    this.idempotencyKey = this.newKey();
    this.formTimestamp = this.now();
    void this.guard.open();
  }

  /** The contact form offers the rental deposit insurance when the page's target carries an AVAILABLE offer. */
  offersRentalDepositInsurance(target: LeadTarget): boolean {
    return this.kind === 'lead' && target.rentalDepositInsurance !== undefined;
  }

  /** Closes the form; after a sent lead, the follow-ups this page can run start now (document 001 §4). */
  close(): void {
    const after = this.sent ? this.followUps : [];
    this.kind = null;
    this.followUps = [];
    if (after.length > 0) this.runFollowUps(after);
  }

  /**
   * Reads a known visitor's profile once, to prefill the form. A form already open asks again when
   * the visitor becomes known: on a shared page the identity arrives after hydration (docs/pages.md).
   */
  prefillFrom(profileId?: number | null): void {
    if (profileId && !this.profileRead) void this.loadProfile(profileId);
  }

  loadProfile = flow(function* (this: LeadFormViewModel, profileId: number) {
    this.profileRead = true;
    const read: Result<Partial<LeadContact>, DomainError> = yield this.deps.profiles.readContact(profileId);
    if (read.ok) this.profileContact = read.value;
  });

  /** The form's first values: what this browser remembered, else the signed-in visitor's profile. */
  initialValues(visitor: LeadVisitor, defaultMessage: string): LeadFormValues {
    const remembered = this.deps.contacts.read();
    const profile = { ...visitor.contact, ...this.profileContact };
    return {
      fullName: remembered?.fullName || profile.fullName || '',
      email: remembered?.email || profile.email || '',
      phone: remembered?.phone || profile.phone || '',
      message: defaultMessage,
      tourDate: '',
      tourTime: '',
      website: '',
      rentalDepositInsuranceOffer: false,
    };
  }

  /** The lead of document 001 §3 as this form sends it, with the proof that a person sent it. */
  private command(
    kind: LeadFormKind,
    values: LeadFormValues,
    target: LeadTarget,
    page: LeadPageContext,
    visitor: LeadVisitor,
    proof: LeadProof,
  ): SubmitLeadRequest {
    const route = FORM_ROUTES[kind];
    const tour = kind === 'tour' ? { tourDate: values.tourDate, tourTime: values.tourTime } : {};
    // Document 001 §4: the rental deposit insurance lead is posted in parallel when the visitor ticked it.
    const insurance = this.insuranceOf(values, target);
    return {
      endpoint: route.endpoint,
      country: page.country,
      visitor: { profileId: visitor.profileId, fullyLoggedIn: visitor.fullyLoggedIn },
      search: page.search,
      ...(proof.captcha ? { captcha: proof.captcha } : {}),
      ...(insurance ? { rentalDepositInsuranceProvider: insurance.provider } : {}),
      request: {
        ...(target.unitId !== undefined ? { unitId: target.unitId } : {}),
        ...(target.listingId !== undefined && target.unitId === undefined ? { id: target.listingId } : {}),
        ...(target.originalId ? { originalId: target.originalId } : {}),
        ...(target.projectId !== undefined ? { projectId: target.projectId } : {}),
        ...(kind === 'user' && target.agentId !== undefined ? { userId: target.agentId } : {}),
        portalId: page.portalId,
        locale: page.locale,
        idempotencyKey: this.idempotencyKey,
        formSubmitTime: this.now(),
        ...(proof.formStamp ? { formStamp: proof.formStamp } : {}),
        ...(values.website ? { website: values.website } : {}),
        ...tour,
        data: {
          fullName: values.fullName,
          email: values.email,
          phone: values.phone,
          message: values.message,
          leadType: route.leadType,
          formTimestamp: this.formTimestamp,
          ...tour,
          ...(insurance ? { rentalDepositInsuranceOffer: true } : {}),
        },
      },
    };
  }

  private insuranceOf(values: LeadFormValues, target: LeadTarget) {
    return this.offersRentalDepositInsurance(target) && values.rentalDepositInsuranceOffer
      ? target.rentalDepositInsurance
      : undefined;
  }

  /**
   * The lead as tracked: the listing (or unit, or project) it is about, else the agent of an agent's
   * page, and the page's search.
   */
  private trackedLead(action: 'leadSubmit' | 'leadSuccess', target: LeadTarget, page: LeadPageContext): TrackedAct {
    const listingId = target.unitId ?? target.listingId ?? target.projectId;
    return {
      action,
      ...(listingId !== undefined && { listingId }),
      ...(target.agentId !== undefined && { agentId: target.agentId }),
      ...(page.search && { searchId: page.search.id }),
    };
  }

  submit = flow(function* (
    this: LeadFormViewModel,
    values: LeadFormValues,
    target: LeadTarget,
    page: LeadPageContext,
    visitor: LeadVisitor,
  ) {
    const kind = this.kind;
    if (!kind || this.submitting) return;
    this.submitting = true;
    this.error = null;
    const key = this.idempotencyKey;
    let result: Result<SubmittedLead, DomainError> | undefined;
    // Document 001 §4 "Lead submit": "build event data; track submit; post the lead; track success if the status qualifies".
    this.deps.tracker.track(this.trackedLead('leadSubmit', target, page));
    // Twice at most: the second time only when the service asked for the captcha the guard did not foresee.
    for (let attempt = 0; attempt < 2; attempt++) {
      const proof: LeadProof = yield this.guard.proof();
      if (this.idempotencyKey !== key) return;
      result = yield this.deps.submitLead.execute(this.command(kind, values, target, page, visitor, proof));
      if (result!.ok || result!.error.code !== 'CAPTCHA_REQUIRED') break;
      this.guard.ask();
    }
    if (!result) return;
    this.submitting = false;
    if (!result.ok) {
      this.error = result.error;
      if (!result.error.field) this.notifyFailure(result.error);
      return;
    }
    if (!result.value.successful) {
      this.notifyFailure({
        kind: 'GONE',
        code: result.value.answer.status,
        message: 'LeadRequestForm.Message.Error',
      });
      return;
    }
    this.deps.tracker.track(this.trackedLead('leadSuccess', target, page));
    this.sent = { kind, values };
    this.followUps = result.value.followUps;
    this.insuranceOf(values, target)?.onRequested();
  });

  /** The send failed: a toast, the service's own sentence for too many requests (document 001 §4). */
  private notifyFailure(error: DomainError): void {
    this.deps.notifications.notify({
      id: `lead-error-${++errorToasts}`,
      kind: 'error',
      message: error.kind === 'TOO_MANY_REQUESTS' ? error.message : 'LeadRequestForm.Message.Error',
      ...(error.values ? { values: error.values } : {}),
    });
  }

  /** The login modal is identity's, the suggest-save-search modal search's, the advert the shell's: one at a time. */
  private runFollowUps(followUps: LeadFollowUp[]): void {
    followUpsInTurn(followUps, (followUp) => this.modalOf(followUp));
  }

  private modalOf(followUp: LeadFollowUp): FollowUpModal {
    const { modals, appAdvertisement } = this.deps;
    if (followUp.kind === 'loginModal')
      return { show: () => modals.login.open({ isRegister: true }), isOpen: () => modals.login.request !== null };
    if (followUp.kind === 'appAdvertisement')
      return { show: () => appAdvertisement.offer(followUp.subject), isOpen: () => appAdvertisement.open };
    return {
      show: () =>
        modals.suggestSaveSearch.open(
          followUp.kind === 'suggestSaveSearch'
            ? { kind: 'suggest', searchId: Number(followUp.searchId), origin: 'ManuallySavedSearchAfterLeadRequest' }
            : { kind: 'saveAfterLead', searchId: Number(followUp.searchId) },
        ),
      isOpen: () => modals.suggestSaveSearch.active,
    };
  }
}
