import type { SubmitLeadRequest } from '#application/leads/commands/SubmitLeadRequest';
import type { LeadContact } from '#domain/leads/LeadContact';
import type { TrackedAct } from '#domain/tracking/TrackedActs';
import type { LeadProof } from '#presentation/shared/forms/LeadFormGuard';
import { FORM_ROUTES, type LeadFormKind, type LeadTarget } from './LeadTarget';

/** What the visitor typed into a lead form. */
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

/** One send of a lead form: what the visitor typed, about what, from where, and the form's own keys. */
export interface LeadSend {
  kind: LeadFormKind;
  values: LeadFormValues;
  target: LeadTarget;
  page: LeadPageContext;
  visitor: LeadVisitor;
  proof: LeadProof;
  idempotencyKey: string;
  formTimestamp: number;
  formSubmitTime: number;
}

/** The contact form offers the rental deposit insurance when the page's target carries an AVAILABLE offer. */
export function offersRentalDepositInsurance(kind: LeadFormKind | null, target: LeadTarget): boolean {
  return kind === 'lead' && target.rentalDepositInsurance !== undefined;
}

/** The offer the visitor ticked, when the form offers one (document 001 §4). */
export function insuranceOf(kind: LeadFormKind | null, values: LeadFormValues, target: LeadTarget) {
  return offersRentalDepositInsurance(kind, target) && values.rentalDepositInsuranceOffer
    ? target.rentalDepositInsurance
    : undefined;
}

/** The lead of document 001 §3 as this form sends it, with the proof that a person sent it. */
export function leadRequestOf(send: LeadSend): SubmitLeadRequest {
  const { kind, values, target, page, visitor, proof } = send;
  const route = FORM_ROUTES[kind];
  const tour = kind === 'tour' ? { tourDate: values.tourDate, tourTime: values.tourTime } : {};
  // Document 001 §4: the rental deposit insurance lead is posted in parallel when the visitor ticked it.
  const insurance = insuranceOf(kind, values, target);
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
      idempotencyKey: send.idempotencyKey,
      formSubmitTime: send.formSubmitTime,
      ...(proof.formStamp ? { formStamp: proof.formStamp } : {}),
      ...(values.website ? { website: values.website } : {}),
      ...tour,
      data: {
        fullName: values.fullName,
        email: values.email,
        phone: values.phone,
        message: values.message,
        leadType: route.leadType,
        formTimestamp: send.formTimestamp,
        ...tour,
        ...(insurance ? { rentalDepositInsuranceOffer: true } : {}),
      },
    },
  };
}

/**
 * The lead as tracked: the listing (or unit, or project) it is about, else the agent of an agent's
 * page, and the page's search.
 */
export function trackedLead(
  action: 'leadSubmit' | 'leadSuccess',
  target: LeadTarget,
  page: LeadPageContext,
): TrackedAct {
  const listingId = target.unitId ?? target.listingId ?? target.projectId;
  return {
    action,
    ...(listingId !== undefined && { listingId }),
    ...(target.agentId !== undefined && { agentId: target.agentId }),
    ...(page.search && { searchId: page.search.id }),
  };
}
