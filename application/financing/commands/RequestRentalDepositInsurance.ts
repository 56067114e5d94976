import { inject, injectable } from 'inversify';
import { type LeadAnswer, type LeadRequest, PostLead, type PostLeadHandler } from '#application/leads';
import type { RentalDepositInsuranceOffer } from '#domain/financing/rentalDepositInsurance';
import { isSuccessfulStatus } from '#domain/leads/Lead';
import { type DomainError, domainError, invalid } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { type FinancingCaller, FinancingRules } from '../ports';
import { RecordRentalDepositInsuranceOffer, type RequestRentalDepositInsuranceUseCase } from '../tokens';
import type { RecordRentalDepositInsuranceOfferHandler } from './RecordRentalDepositInsuranceOffer';

/**
 * The insurance lead from its own modal (document 001 §5 rental deposit insurance): posted through
 * the leads use case (/leads/firstCaution for FirstCaution, /leads/rentalDepositInsurance
 * otherwise, which checks the listing is insurable) and, when it was sent, recorded as the caller's
 * offer, so the listing reads REQUESTED for 90 days (document 001 §4). Needs the caller's profile.
 */
@injectable()
export class RequestRentalDepositInsuranceHandler implements RequestRentalDepositInsuranceUseCase {
  constructor(
    @inject(PostLead) private readonly postLead: PostLeadHandler,
    @inject(RecordRentalDepositInsuranceOffer) private readonly offers: RecordRentalDepositInsuranceOfferHandler,
    @inject(FinancingRules) private readonly rules: FinancingRules,
  ) {}

  async execute(
    { lead: request }: { lead: LeadRequest },
    caller: FinancingCaller,
  ): Promise<Result<{ lead: LeadAnswer; offer?: RentalDepositInsuranceOffer }, DomainError>> {
    if (!caller.profileId)
      return err(domainError('UNAUTHORIZED', 'PROFILE_REQUIRED', 'An insurance offer needs a visitor profile'));
    const provider = request.rentalDepositInsuranceProvider ?? this.rules.defaultInsuranceProvider;
    if (!Object.hasOwn(this.rules.insuranceProviders, provider))
      return err(
        invalid(
          'PROVIDER_NOT_VALID',
          'provider is not a rental deposit insurance provider',
          'rentalDepositInsuranceProvider',
        ),
      );
    const profileId = Number(caller.profileId);
    const lead = await this.postLead.execute({
      endpoint: provider === 'FirstCaution' ? 'firstCaution' : 'rentalDepositInsurance',
      request: { ...request, rentalDepositInsuranceProvider: provider },
      caller: {
        ip: caller.ip ?? '127.0.0.1',
        ...(Number.isSafeInteger(profileId) ? { profileId } : {}),
        ...(caller.captcha ? { captcha: caller.captcha } : {}),
      },
    });
    if (!lead.ok) return lead;
    // Document 001 §6: "Lead, tour and other actions are unavailable on archived listings": no offer to create.
    if (lead.value.status === 'RejectedObsolete')
      return err(
        domainError('GONE', 'LISTING_ARCHIVED', 'Lead, tour and other actions are unavailable on archived listings', {
          field: 'id',
        }),
      );
    // A lead that was not sent (Spam) asked nobody: the listing stays AVAILABLE.
    if (!isSuccessfulStatus(lead.value.status)) return ok({ lead: lead.value });
    const offer = await this.offers.execute({ provider, listingId: request.id }, caller);
    return offer.ok ? ok({ lead: lead.value, offer: offer.value }) : offer;
  }
}
