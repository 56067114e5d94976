import { flow, makeAutoObservable } from 'mobx';
import type { SubmitLeadRequest, SubmittedLead } from '#application/leads/commands/SubmitLeadRequest';
import type { GetProfileLeadContactHandler } from '#application/leads/queries/GetProfileLeadContact';
import type { GetRememberedLeadContactHandler } from '#application/leads/queries/GetRememberedLeadContact';
import { type LeadContact, leadFormContact } from '#domain/leads/LeadContact';
import type { OpenLeadFormHandler } from '#application/leads/commands/OpenLeadForm';
import type { LeadFollowUp } from '#domain/leads/LeadFollowUps';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import type { ModalService } from '#presentation/shared/modal/ModalService';
import type { AppAdvertisementViewModel } from '#presentation/shared/shell/AppAdvertisementViewModel';
import type { NotificationsViewModel } from '#presentation/shared/shell/NotificationsViewModel';
import type { ActTracker } from '#presentation/shared/tracking/ActTracker';
import { followUpsInTurn, type FollowUpModal } from './followUpsInTurn';
import { LeadFormGuard, type LeadProof } from '#presentation/shared/forms/LeadFormGuard';
import {
  insuranceOf,
  type LeadFormValues,
  type LeadPageContext,
  leadRequestOf,
  type LeadVisitor,
  offersRentalDepositInsurance,
  trackedLead,
} from './leadRequest';
import type { LeadFormKind, LeadTarget } from './LeadTarget';

export type { LeadFormValues, LeadPageContext, LeadVisitor } from './leadRequest';

/** What the lead form needs of the container (presentation/leads/viewModels.ts binds it). */
export interface LeadFormDependencies {
  /** The leads use cases: send (document 001 §4 "Lead submit") and the form's stamp. */
  submitLead: { execute(command: SubmitLeadRequest): Promise<Result<SubmittedLead, DomainError>> };
  openForm: Pick<OpenLeadFormHandler, 'execute'>;
  /** The contact data remembered in this browser, and the known visitor's profile details. */
  rememberedContact: Pick<GetRememberedLeadContactHandler, 'execute'>;
  readProfileContact: Pick<GetProfileLeadContactHandler, 'execute'>;
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
    return offersRentalDepositInsurance(this.kind, target);
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
    const read = (yield this.deps.readProfileContact.execute({ profileId })) as Result<
      Partial<LeadContact>,
      DomainError
    >;
    if (read.ok) this.profileContact = read.value;
  });

  /** The form's first values: what this browser remembered, else the signed-in visitor's profile. */
  initialValues(visitor: LeadVisitor, defaultMessage: string): LeadFormValues {
    return {
      ...leadFormContact(this.deps.rememberedContact.execute(), { ...visitor.contact, ...this.profileContact }),
      message: defaultMessage,
      tourDate: '',
      tourTime: '',
      website: '',
      rentalDepositInsuranceOffer: false,
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
    this.deps.tracker.track(trackedLead('leadSubmit', target, page));
    // Twice at most: the second time only when the service asked for the captcha the guard did not foresee.
    for (let attempt = 0; attempt < 2; attempt++) {
      const proof = (yield this.guard.proof()) as LeadProof;
      if (this.idempotencyKey !== key) return;
      result = (yield this.deps.submitLead.execute(
        leadRequestOf({
          kind,
          values,
          target,
          page,
          visitor,
          proof,
          idempotencyKey: key,
          formTimestamp: this.formTimestamp,
          formSubmitTime: this.now(),
        }),
      )) as Result<SubmittedLead, DomainError>;
      if (result.ok || result.error.code !== 'CAPTCHA_REQUIRED') break;
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
    this.deps.tracker.track(trackedLead('leadSuccess', target, page));
    this.sent = { kind, values };
    this.followUps = result.value.followUps;
    insuranceOf(kind, values, target)?.onRequested();
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
