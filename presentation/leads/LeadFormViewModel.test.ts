import { ok } from '#domain/shared/Result';
import type { LeadFollowUp } from '#domain/leads/LeadFollowUps';
import type { SubmitLeadRequest } from '#application/leads/commands/SubmitLeadRequest';
import { LeadFormViewModel, type LeadFormValues } from './LeadFormViewModel';

const values: LeadFormValues = {
  fullName: 'Anna Keller',
  email: 'anna@example.ch',
  phone: '+41 44 668 18 00',
  message: 'Hello',
  tourDate: '',
  tourTime: '',
  website: '',
  rentalDepositInsuranceOffer: false,
};

describe('LeadFormViewModel', () => {
  it('sends one form under one idempotency key with its render time, then runs the follow-ups on close', async () => {
    const sent: SubmitLeadRequest[] = [];
    const followUps: LeadFollowUp[] = [];
    let clock = 1_000;
    const model = new LeadFormViewModel(
      async (command) => {
        sent.push(command);
        return ok({
          answer: { leadId: 1, status: 'NotificationsScheduled' },
          successful: true,
          followUps: [{ kind: 'loginModal' }, { kind: 'appAdvertisement', subject: 'Chat' }],
        });
      },
      { read: () => undefined },
      () => undefined,
      async () => ok({}),
      (followUp) => followUps.push(followUp),
      () => 'key-0123456789abcdef',
      () => clock,
    );
    model.open('lead');
    clock = 9_000;
    await model.submit(
      values,
      { listingId: 7, timeZone: 'Europe/Zurich', tourAvailable: true, addressAvailable: false },
      { portalId: 'ch', country: 'CH', locale: 'de' },
      { profileId: null, fullyLoggedIn: false },
    );
    expect(sent[0]!.request).toMatchObject({
      id: 7,
      idempotencyKey: 'key-0123456789abcdef',
      formSubmitTime: 9_000,
      data: { formTimestamp: 1_000, leadType: 'lead' },
    });
    expect(model.sent?.kind).toBe('lead');
    expect(followUps).toEqual([]);
    model.close();
    expect(followUps.map((followUp) => followUp.kind)).toEqual(['loginModal', 'appAdvertisement']);
  });

  it('prefills a form opened before the visitor was known once the personal part names them (shared page)', async () => {
    const asked: number[] = [];
    const model = new LeadFormViewModel(
      async () => ok({ answer: { leadId: 1, status: 'NotificationsScheduled' }, successful: true, followUps: [] }),
      { read: () => undefined },
      () => undefined,
      async (profileId) => {
        asked.push(profileId);
        return ok({ fullName: 'Anna Keller', email: 'anna@example.ch' });
      },
      () => undefined,
      () => 'key-0123456789abcdef',
      () => 1_000,
    );
    const visitor = { profileId: null, fullyLoggedIn: false };
    model.open('user', null);
    expect(model.initialValues(visitor, 'Hello').email).toBe('');
    model.prefillFrom(42);
    model.prefillFrom(42);
    await Promise.resolve();
    await Promise.resolve();
    expect(asked).toEqual([42]);
    expect(model.initialValues(visitor, 'Hello')).toMatchObject({ fullName: 'Anna Keller', email: 'anna@example.ch' });
  });

  describe('the rental deposit insurance offer (document 001 §4 "post the rental deposit insurance lead in parallel when ticked")', () => {
    const page = { portalId: 'ch', country: 'CH', locale: 'fr' };
    const visitor = { profileId: null, fullyLoggedIn: false };
    const rentTarget = { listingId: 8, timeZone: 'Europe/Zurich', tourAvailable: false, addressAvailable: false };

    function formSending(to: SubmitLeadRequest[], successful = true) {
      return new LeadFormViewModel(
        async (command) => {
          to.push(command);
          return ok({
            answer: { leadId: 2, status: successful ? 'Dispatched' : 'Spam' },
            successful,
            followUps: [],
          });
        },
        { read: () => undefined },
        () => undefined,
        async () => ok({}),
      );
    }

    it('sends the provider and the ticked flag with the contact lead, then marks the offer requested', async () => {
      const sent: SubmitLeadRequest[] = [];
      const requested: string[] = [];
      const model = formSending(sent);
      const target = {
        ...rentTarget,
        rentalDepositInsurance: { provider: 'FirstCaution', onRequested: () => requested.push('FirstCaution') },
      };
      model.open('lead');
      expect(model.offersRentalDepositInsurance(target)).toBe(true);
      await model.submit({ ...values, rentalDepositInsuranceOffer: true }, target, page, visitor);
      expect(sent[0]!.rentalDepositInsuranceProvider).toBe('FirstCaution');
      expect(sent[0]!.request.data.rentalDepositInsuranceOffer).toBe(true);
      expect(requested).toEqual(['FirstCaution']);
    });

    it('sends neither provider nor flag when the box is left unticked', async () => {
      const sent: SubmitLeadRequest[] = [];
      const requested: string[] = [];
      const model = formSending(sent);
      const target = {
        ...rentTarget,
        rentalDepositInsurance: { provider: 'FirstCaution', onRequested: () => requested.push('FirstCaution') },
      };
      model.open('lead');
      await model.submit(values, target, page, visitor);
      expect(sent[0]).not.toHaveProperty('rentalDepositInsuranceProvider');
      expect(sent[0]!.request.data).not.toHaveProperty('rentalDepositInsuranceOffer');
      expect(requested).toEqual([]);
    });

    it('offers no box and sends no flag when the offer is not AVAILABLE (REQUESTED, UNAVAILABLE or another form)', async () => {
      const sent: SubmitLeadRequest[] = [];
      const model = formSending(sent);
      model.open('lead');
      expect(model.offersRentalDepositInsurance(rentTarget)).toBe(false);
      // A value left over from an earlier render does not smuggle the flag in.
      await model.submit({ ...values, rentalDepositInsuranceOffer: true }, rentTarget, page, visitor);
      expect(sent[0]).not.toHaveProperty('rentalDepositInsuranceProvider');
      expect(sent[0]!.request.data).not.toHaveProperty('rentalDepositInsuranceOffer');
      model.open('listingAddress');
      const offered = {
        ...rentTarget,
        rentalDepositInsurance: { provider: 'FirstCaution', onRequested: () => undefined },
      };
      expect(model.offersRentalDepositInsurance(offered)).toBe(false);
    });

    it('does not mark the offer requested when the contact lead did not go through', async () => {
      const requested: string[] = [];
      const model = formSending([], false);
      const target = {
        ...rentTarget,
        rentalDepositInsurance: { provider: 'FirstCaution', onRequested: () => requested.push('FirstCaution') },
      };
      model.open('lead');
      await model.submit({ ...values, rentalDepositInsuranceOffer: true }, target, page, visitor);
      expect(requested).toEqual([]);
    });
  });
});
