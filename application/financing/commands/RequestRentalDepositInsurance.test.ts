import 'reflect-metadata';
import type { PostLeadHandler } from '#application/leads';
import type { LeadAnswer, LeadRequest } from '#domain/leads/Lead';
import { domainError, type DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import type { FinancingCaller } from '../ports';
import { MemoryFinancingStore, testFinancingRules } from '#test/doubles/financing/MemoryFinancingStore';
import { RecordRentalDepositInsuranceOfferHandler } from './RecordRentalDepositInsuranceOffer';
import { RequestRentalDepositInsuranceHandler } from './RequestRentalDepositInsurance';

const lead: LeadRequest = {
  id: 42,
  portalId: 'ch',
  locale: 'de',
  idempotencyKey: 'k'.repeat(20),
  data: { fullName: 'Bob Tenant', email: 'bob@example.ch', phone: '044 668 18 00', leadType: 'lead' },
};
type Posted = Parameters<PostLeadHandler['execute']>[0];
const bob: FinancingCaller = { profileId: '222', ownProfileIds: ['222'], ip: '10.0.0.7', captcha: 'solution' };

function handlerAnswering(answer: Result<LeadAnswer, DomainError>) {
  const posted: Posted[] = [];
  const postLead = {
    execute: async (command: Posted) => {
      posted.push(command);
      return answer;
    },
  } as unknown as PostLeadHandler;
  const store = new MemoryFinancingStore();
  const rules = testFinancingRules({
    insuranceProviders: {
      ...testFinancingRules().insuranceProviders,
      Other: { id: 'Other', available: true, orderLinks: { fr: 'f', it: 'i', de: 'd' } },
    },
  });
  const offers = new RecordRentalDepositInsuranceOfferHandler(store, rules);
  return { handler: new RequestRentalDepositInsuranceHandler(postLead, offers, rules), posted, store };
}
describe('RequestRentalDepositInsurance (document 001 §5 rental deposit insurance, §4 offer status)', () => {
  it("needs the caller's profile and posts nothing without one", async () => {
    const { handler, posted } = handlerAnswering(ok({ leadId: 1, status: 'Dispatched' }));
    const result = await handler.execute({ lead }, { ownProfileIds: [] });
    expect(!result.ok && result.error.kind).toBe('UNAUTHORIZED');
    expect(posted).toEqual([]);
  });

  it('refuses a provider that insures nothing, naming rentalDepositInsuranceProvider, and posts nothing', async () => {
    const { handler, posted } = handlerAnswering(ok({ leadId: 1, status: 'Dispatched' }));
    const result = await handler.execute({ lead: { ...lead, rentalDepositInsuranceProvider: 'Nobody' } }, bob);
    expect(!result.ok && [result.error.kind, result.error.field]).toEqual([
      'INVALID',
      'rentalDepositInsuranceProvider',
    ]);
    expect(posted).toEqual([]);
  });

  it("posts FirstCaution's lead to /leads/firstCaution (the default provider), as the caller", async () => {
    const { handler, posted } = handlerAnswering(ok({ leadId: 1, status: 'Dispatched' }));
    await handler.execute({ lead }, bob);
    expect(posted).toEqual<Posted[]>([
      {
        endpoint: 'firstCaution',
        request: { ...lead, rentalDepositInsuranceProvider: 'FirstCaution' },
        caller: { ip: '10.0.0.7', profileId: 222, captcha: 'solution' },
      },
    ]);
  });

  it("posts another provider's lead to /leads/rentalDepositInsurance", async () => {
    const { handler, posted } = handlerAnswering(ok({ leadId: 1, status: 'Dispatched' }));
    await handler.execute({ lead: { ...lead, rentalDepositInsuranceProvider: 'Other' } }, bob);
    expect(posted[0]!.endpoint).toBe('rentalDepositInsurance');
  });

  it('records the offer for a lead that was sent, so the listing reads REQUESTED', async () => {
    const { handler, store } = handlerAnswering(ok({ leadId: 1, status: 'NotificationsScheduled' }));
    const result = await handler.execute({ lead }, bob);
    expect(result.ok && result.value.offer).toMatchObject({ provider: 'FirstCaution', listingId: 42 });
    expect(store.offers).toEqual([
      expect.objectContaining({ profileId: '222', provider: 'FirstCaution', listingId: 42 }),
    ]);
  });

  it('records no offer for a lead that was not sent (Spam)', async () => {
    const { handler, store } = handlerAnswering(ok({ leadId: 1, status: 'Spam' }));
    const result = await handler.execute({ lead }, bob);
    expect(result).toEqual(ok({ lead: { leadId: 1, status: 'Spam' } }));
    expect(store.offers).toEqual([]);
  });

  it('answers GONE for an archived listing and records no offer (document 001 §6)', async () => {
    const { handler, store } = handlerAnswering(ok({ leadId: 0, status: 'RejectedObsolete' }));
    const result = await handler.execute({ lead }, bob);
    expect(!result.ok && [result.error.kind, result.error.code, result.error.field]).toEqual([
      'GONE',
      'LISTING_ARCHIVED',
      'id',
    ]);
    expect(store.offers).toEqual([]);
  });

  it("passes the leads use case's refusal on and records nothing", async () => {
    const refusal = domainError('INVALID', 'RENTAL_DEPOSIT_INSURANCE_NOT_OFFERED', 'not offered', { field: 'id' });
    const { handler, store } = handlerAnswering(err(refusal));
    expect(await handler.execute({ lead }, bob)).toEqual(err(refusal));
    expect(store.offers).toEqual([]);
  });
});
