import { inject, injectable, optional } from 'inversify';
import type { ServiceIdentifier } from 'inversify';
import { isSuccessfulStatus, type LeadAnswer, type LeadEndpoint, type LeadRequest } from '#domain/leads/Lead';
import { type LeadFollowUp, leadFollowUps } from '#domain/leads/LeadFollowUps';
import { leadFieldErrors } from '#domain/leads/LeadValidation';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import {
  type LeadContact,
  LeadContactStore,
  LeadErrorReporter,
  LeadProfiles,
  LeadsService,
  LeadTracking,
} from '../ports';

/** Document 000 §7: "captured user data" is retried: 3 attempts, 5000 ms apart. */
export const CAPTURE_ATTEMPTS = 3;
export const CAPTURE_DELAY_MS = 5000;

/** How the handler waits between attempts (tests pass one that does not). */
export type Wait = (ms: number) => Promise<void>;
export const LeadWait: ServiceIdentifier<Wait> = Symbol.for('leads.Wait');

export interface SubmitLeadRequest {
  endpoint: LeadEndpoint;
  request: LeadRequest;
  /** The portal's country: phone numbers without a prefix are read in it. */
  country: string | null;
  visitor: { profileId: number | null; fullyLoggedIn: boolean };
  /** The search the visitor came from, when known. */
  search?: { id: string; saved: boolean };
  /** The ALTCHA solution, when the service asked the form for one (CAPTCHA_REQUIRED). */
  captcha?: string;
  /** The visitor ticked the rental deposit insurance offer of this provider. */
  rentalDepositInsuranceProvider?: string;
}

export interface SubmittedLead {
  answer: LeadAnswer;
  /** Document 001 §3: only Dispatched, Processing and NotificationsScheduled count as successful. */
  successful: boolean;
  followUps: LeadFollowUp[];
}

/**
 * The lead submit of document 001 §4, in its order: validate; store the contact data (locally,
 * and on the profile, retried); build the event data; track submit; post the lead (and the
 * rental deposit insurance lead in parallel when ticked); track success if the status qualifies;
 * success; then the follow-ups. A failure is reported to the error log and answered, the form
 * shows 'LeadRequestForm.Message.Error'.
 */
@injectable()
export class SubmitLeadRequestHandler {
  constructor(
    @inject(LeadsService) private readonly leads: LeadsService,
    @inject(LeadContactStore) private readonly contacts: LeadContactStore,
    @inject(LeadProfiles) private readonly profiles: LeadProfiles,
    @inject(LeadTracking) private readonly tracking: LeadTracking,
    @inject(LeadErrorReporter) private readonly errors: LeadErrorReporter,
    @inject(LeadWait) @optional() private readonly wait: Wait = (ms) => new Promise((done) => setTimeout(done, ms)),
  ) {}

  async execute(command: SubmitLeadRequest): Promise<Result<SubmittedLead, DomainError>> {
    const { request, endpoint } = command;
    // 1. validate
    const failures = Object.values(leadFieldErrors(request.data, command.country));
    if (failures[0]) return err(failures[0]);
    // 2. store contact data: locally, and on the profile (in the background, retried)
    const contact: LeadContact = {
      fullName: request.data.fullName.trim(),
      email: request.data.email.trim(),
      phone: request.data.phone.trim(),
    };
    this.contacts.remember(contact, { key: request.idempotencyKey, leadType: request.data.leadType, id: request.id });
    if (command.visitor.profileId !== null) void this.captureUserData(command.visitor.profileId, contact);
    // 3. build event data; 4. track submit
    const event = {
      leadType: request.data.leadType,
      endpoint,
      portalId: request.portalId,
      ...(request.id !== undefined ? { listingId: request.id } : {}),
      ...(request.projectId !== undefined ? { projectId: request.projectId } : {}),
      ...(request.userId !== undefined ? { agentId: request.userId } : {}),
    };
    this.tracking.track('LeadSubmit', event);
    // 5. post the lead, and the rental deposit insurance lead in parallel when ticked
    const [posted] = await Promise.all([
      // The address is the one the service sees; only the captcha travels from here.
      this.leads.postLead(endpoint, request, { ip: '', ...(command.captcha ? { captcha: command.captcha } : {}) }),
      command.rentalDepositInsuranceProvider && request.data.rentalDepositInsuranceOffer
        ? this.postInsurance(request, command.rentalDepositInsuranceProvider)
        : Promise.resolve(),
    ]);
    if (!posted.ok) {
      this.errors.report(posted.error, event);
      return posted;
    }
    // 6. track success only when the status qualifies
    const successful = isSuccessfulStatus(posted.value.status);
    if (successful) this.tracking.track('LeadSuccess', { ...event, status: posted.value.status });
    // 7. success, then the follow-ups
    return ok({
      answer: posted.value,
      successful,
      followUps: successful
        ? leadFollowUps({
            search: command.search,
            forceSubscribe: request.data.forceSubscribe === true,
            fullyLoggedIn: command.visitor.fullyLoggedIn,
          })
        : [],
    });
  }

  private async postInsurance(request: LeadRequest, provider: string): Promise<void> {
    const insurance = await this.leads.postLead(
      'rentalDepositInsurance',
      {
        ...request,
        idempotencyKey: `${request.idempotencyKey.slice(0, 60)}-rdi`,
        rentalDepositInsuranceProvider: provider,
      },
      { ip: '' },
    );
    if (!insurance.ok) this.errors.report(insurance.error, { endpoint: 'rentalDepositInsurance', provider });
  }

  /** "User data capture is retried" (document 001 §7): up to 3 attempts, 5000 ms apart. */
  private async captureUserData(profileId: number, contact: LeadContact): Promise<void> {
    for (let attempt = 1; attempt <= CAPTURE_ATTEMPTS; attempt++) {
      const saved = await this.profiles.saveContact(profileId, contact).catch((error: Error) => err(error));
      if (saved.ok) return;
      if (attempt === CAPTURE_ATTEMPTS) {
        this.errors.report(saved.error, { profileId, step: 'captureUserData' });
        return;
      }
      await this.wait(CAPTURE_DELAY_MS);
    }
  }
}
