import { flow, makeAutoObservable } from 'mobx';
import type { LeadRequest } from '#application/leads';
import type { LeadFields } from '#domain/leads/LeadValidation';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import type { Notification } from '#domain/portal/Toasts';
import { LeadFormGuard, type LeadProof } from '#presentation/shared/forms/LeadFormGuard';

/** What a financing lead form needs: how to send, what to say on success. */
export interface FinancingLeadPorts {
  /** Sends the lead; the captcha solution travels beside it when the form had to ask for one. */
  send(lead: LeadRequest, captcha?: string): Promise<Result<unknown, DomainError>>;
  /** The leads service's stamp of the form's opening (OpenLeadForm). */
  openForm(): Promise<Result<{ formStamp: string }, DomainError>>;
  notify(notification: Notification): void;
  now(): number;
  newKey(): string;
}

export interface FinancingLeadSettings {
  listingId?: number;
  portalId: string;
  /** The portal's country: a phone number without a prefix is read as one of its numbers. */
  country: string | null;
  locale: string;
  /** Toasts on success (document 001 §8): the mortgage lead's, or the insurance lead's title and info. */
  success: Notification[];
  /** The figures the visitor entered (mortgage: price, own funds, income, length). */
  details?: () => Record<string, string | number | boolean>;
  rentalDepositInsuranceProvider?: string;
}

/** The fields the financing lead modal asks for (the lead form data of document 001 §3). */
export type FinancingLeadValues = Required<LeadFields>;

/**
 * A financing lead form (the mortgage lead modal, the insurance lead modal): opened, sent once per
 * opening (one idempotency key), timed from the moment it opened so the leads service can tell a
 * person from a script. The fields live in the form (formik); this holds what outlives a keystroke.
 * Failure: 'LeadRequestForm.Message.Error'.
 */
export class FinancingLeadViewModel {
  open = false;
  sending = false;
  sent = false;
  error: DomainError | undefined = undefined;
  private openedAt = 0;
  private key = '';
  /** The leads service's stamp and the captcha asked first when a send would be too fast (autofill). */
  readonly guard: LeadFormGuard;

  constructor(
    private readonly settings: FinancingLeadSettings,
    private readonly ports: FinancingLeadPorts,
  ) {
    this.guard = new LeadFormGuard(
      () => ports.openForm(),
      () => ports.now(),
    );
    makeAutoObservable<this, 'settings' | 'ports' | 'openedAt' | 'key'>(
      this,
      { settings: false, ports: false, openedAt: false, key: false, guard: false },
      { autoBind: true },
    );
  }

  show(): void {
    this.open = true;
    this.sent = false;
    this.error = undefined;
    this.sending = false;
    this.openedAt = this.ports.now();
    this.key = this.ports.newKey();
    void this.guard.open();
  }

  get country(): string | null {
    return this.settings.country;
  }

  close(): void {
    this.open = false;
  }

  private lead(values: FinancingLeadValues, proof: LeadProof): LeadRequest {
    return {
      ...(this.settings.listingId === undefined ? {} : { id: this.settings.listingId }),
      data: {
        fullName: values.fullName.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        ...(values.message.trim() ? { message: values.message.trim() } : {}),
        leadType: 'lead',
        formTimestamp: this.openedAt,
        ...(this.settings.rentalDepositInsuranceProvider ? { rentalDepositInsuranceOffer: true } : {}),
      },
      portalId: this.settings.portalId,
      formSubmitTime: this.ports.now(),
      ...(proof.formStamp ? { formStamp: proof.formStamp } : {}),
      locale: this.settings.locale,
      idempotencyKey: this.key,
      ...(this.settings.rentalDepositInsuranceProvider
        ? { rentalDepositInsuranceProvider: this.settings.rentalDepositInsuranceProvider }
        : {}),
      ...(this.settings.details ? { details: this.settings.details() } : {}),
    };
  }

  submit = flow(function* (this: FinancingLeadViewModel, values: FinancingLeadValues) {
    if (this.sending) return false;
    this.sending = true;
    this.error = undefined;
    const key = this.key;
    let result: Result<unknown, DomainError> | undefined;
    // Twice at most: the second time only when the service asked for the captcha the guard did not foresee.
    for (let attempt = 0; attempt < 2; attempt++) {
      const proof = (yield this.guard.proof()) as LeadProof;
      if (this.key !== key) return false;
      result = (yield this.ports.send(this.lead(values, proof), proof.captcha)) as Result<unknown, DomainError>;
      if (result.ok || result.error.code !== 'CAPTCHA_REQUIRED') break;
      this.guard.ask();
    }
    if (!result) return false;
    this.sending = false;
    if (!result.ok) {
      this.error = result.error;
      if (result.error.kind !== 'INVALID')
        this.ports.notify({ id: 'financing-lead', kind: 'error', message: 'LeadRequestForm.Message.Error' });
      return false;
    }
    this.sent = true;
    this.open = false;
    this.settings.success.forEach((notification) => this.ports.notify(notification));
    return true;
  });
}
