import 'reflect-metadata';
import type { LeadAnswer, LeadRequest } from '#domain/leads/Lead';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import type { LeadContactStore, LeadErrorReporter, LeadProfiles, LeadsService, LeadTracking } from '../ports';
import { SubmitLeadRequestHandler, type SubmitLeadRequest } from './SubmitLeadRequest';

function setup(answer: Result<LeadAnswer, DomainError>, profileFails = 0) {
  const steps: string[] = [];
  const waits: number[] = [];
  let profileCalls = 0;
  const leads: LeadsService = {
    postLead: async (endpoint) => {
      steps.push(`post ${endpoint}`);
      return answer;
    },
    openForm: async () => ok({ formStamp: 'stamp' }),
  };
  const contacts: LeadContactStore = { read: () => undefined, remember: () => void steps.push('store locally') };
  const profiles: LeadProfiles = {
    readContact: async () => ok({}),
    saveContact: async () => {
      profileCalls++;
      steps.push('store on profile');
      return profileCalls > profileFails ? ok(undefined) : err({ kind: 'EXTERNAL_ERROR', code: 'X', message: 'down' });
    },
  };
  const tracking: LeadTracking = { track: (event) => void steps.push(`track ${event}`) };
  const errors: LeadErrorReporter = {
    report: (error) => void steps.push(`report ${'code' in error ? error.code : ''}`),
  };
  const handler = new SubmitLeadRequestHandler(leads, contacts, profiles, tracking, errors, async (ms) => {
    waits.push(ms);
  });
  return { handler, steps, waits, profileCalls: () => profileCalls };
}

const request: LeadRequest = {
  id: 12,
  portalId: 'ch',
  locale: 'de',
  idempotencyKey: 'k'.repeat(20),
  data: { fullName: 'Anna Keller', email: 'anna@example.ch', phone: '044 668 18 00', leadType: 'lead' },
};
const command = (extra: Partial<SubmitLeadRequest> = {}): SubmitLeadRequest => ({
  endpoint: 'lead',
  request,
  country: 'CH',
  visitor: { profileId: 5, fullyLoggedIn: false },
  ...extra,
});
const flush = () => new Promise((done) => setTimeout(done, 0));

describe('Lead submit, in the order of document 001 §4', () => {
  it('validates, stores contact data, tracks submit, posts, tracks success, then gives the follow-ups', async () => {
    const { handler, steps } = setup(ok({ leadId: 1, status: 'NotificationsScheduled' }));
    const result = await handler.execute(command());
    expect(steps).toEqual(['store locally', 'store on profile', 'track LeadSubmit', 'post lead', 'track LeadSuccess']);
    expect(result.ok && result.value.followUps.map((followUp) => followUp.kind)).toEqual([
      'loginModal',
      'appAdvertisement',
    ]);
  });

  it('stops at validation with the field error and posts nothing', async () => {
    const { handler, steps } = setup(ok({ leadId: 1, status: 'Dispatched' }));
    const result = await handler.execute(command({ request: { ...request, data: { ...request.data, phone: '' } } }));
    expect(!result.ok && result.error).toMatchObject({ message: 'Immobox.Validations.Required', field: 'phone' });
    expect(steps).toEqual([]);
  });

  it('does not track success when the status does not qualify (RejectedObsolete)', async () => {
    const { handler, steps } = setup(ok({ leadId: 1, status: 'RejectedObsolete' }));
    const result = await handler.execute(command());
    expect(steps).not.toContain('track LeadSuccess');
    expect(result.ok && result.value).toMatchObject({ successful: false, followUps: [] });
  });

  it('reports a failed lead to the error log', async () => {
    const { handler, steps } = setup(err({ kind: 'EXTERNAL_ERROR', code: 'DOWN', message: 'down' }));
    const result = await handler.execute(command());
    expect(result.ok).toBe(false);
    expect(steps.at(-1)).toBe('report DOWN');
  });

  it('posts the rental deposit insurance lead in parallel when the visitor ticked it', async () => {
    const { handler, steps } = setup(ok({ leadId: 1, status: 'Dispatched' }));
    await handler.execute(
      command({
        rentalDepositInsuranceProvider: 'FirstCaution',
        request: { ...request, data: { ...request.data, rentalDepositInsuranceOffer: true } },
      }),
    );
    expect(steps).toContain('post rentalDepositInsurance');
  });

  it('retries the captured user data 3 times, 5000 ms apart, then reports it', async () => {
    const { handler, waits, profileCalls, steps } = setup(ok({ leadId: 1, status: 'Dispatched' }), 5);
    await handler.execute(command());
    for (let i = 0; i < 5; i++) await flush();
    expect(profileCalls()).toBe(3);
    expect(waits).toEqual([5000, 5000]);
    expect(steps).toContain('report X');
  });
});
