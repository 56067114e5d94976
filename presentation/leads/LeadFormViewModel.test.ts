import { invalid } from '#domain/shared/DomainError';
import { err, ok } from '#domain/shared/Result';
import type { SubmitLeadRequest } from '#application/leads/commands/SubmitLeadRequest';
import type { TrackedAct } from '#domain/tracking/TrackedActs';
import type { AppAdvertSubject } from '#domain/portal/MobileApps';
import { ModalService } from '#presentation/shared/modal/ModalService';
import { LeadFormViewModel, type LeadFormDependencies, type LeadFormValues } from './LeadFormViewModel';

/** The leads service's stamp of a form's opening, answered at once. */
const stamped = async () => ok({ formStamp: 'stamp-1' });
/** The form over doubles of its ports and handlers (no container): each test gives what it watches. */
function leadForm(overrides: Partial<LeadFormDependencies> & Pick<LeadFormDependencies, 'submitLead'>) {
  return new LeadFormViewModel({
    openForm: { execute: stamped },
    rememberedContact: { execute: () => undefined },
    readProfileContact: { execute: async () => ok({}) },
    notifications: { notify: () => undefined },
    modals: new ModalService(),
    appAdvertisement: { offer: () => undefined, open: false },
    tracker: { track: () => undefined },
    newKey: () => 'key-0123456789abcdef',
    now: () => 1_000,
    ...overrides,
  });
}

/** Lets the stamp's answer land. */
const settle = () => new Promise((done) => setTimeout(done, 0));

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
    const modals = new ModalService();
    const offered: AppAdvertSubject[] = [];
    let clock = 1_000;
    const model = leadForm({
      submitLead: {
        execute: async (command) => {
          sent.push(command);
          return ok({
            answer: { leadId: 1, status: 'NotificationsScheduled' },
            successful: true,
            followUps: [{ kind: 'loginModal' }, { kind: 'appAdvertisement', subject: 'Chat' }],
          });
        },
      },
      modals,
      appAdvertisement: { offer: (subject) => void offered.push(subject), open: false },
      now: () => clock,
    });
    model.open('lead');
    await settle();
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
      formStamp: 'stamp-1',
      data: { formTimestamp: 1_000, leadType: 'lead' },
    });
    expect(sent[0]).not.toHaveProperty('captcha');
    expect(model.sent?.kind).toBe('lead');
    expect(modals.login.request).toBeNull();
    model.close();
    // One modal at a time, in the documents' order: the login modal, then (once it closes) the advert.
    expect(modals.login.request).toEqual({ isRegister: true });
    expect(offered).toEqual([]);
    modals.login.close();
    expect(offered).toEqual(['Chat']);
  });

  it('prefills a form opened before the visitor was known once the personal part names them (shared page)', async () => {
    const asked: number[] = [];
    const model = leadForm({
      submitLead: {
        execute: async () =>
          ok({ answer: { leadId: 1, status: 'NotificationsScheduled' }, successful: true, followUps: [] }),
      },
      readProfileContact: {
        execute: async ({ profileId }) => {
          asked.push(profileId);
          return ok({ fullName: 'Anna Keller', email: 'anna@example.ch' });
        },
      },
    });
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

  it("toasts a failed send: the service's own sentence for too many requests, the form's error otherwise", async () => {
    const toasts: string[] = [];
    let clock = 1_000;
    const answers = [
      err({ kind: 'TOO_MANY_REQUESTS', code: 'TOO_MANY_REQUESTS', message: 'Too many requests, try later' }),
      err({ kind: 'EXTERNAL_ERROR', code: 'EXTERNAL_ERROR', message: 'down' }),
    ];
    const model = leadForm({
      submitLead: { execute: async () => answers.shift() as never },
      notifications: { notify: (notification) => void toasts.push(notification.message) },
      now: () => (clock += 9_000),
    });
    const target = { listingId: 7, timeZone: 'Europe/Zurich', tourAvailable: false, addressAvailable: false };
    const page = { portalId: 'ch', country: 'CH', locale: 'de' };
    for (const _ of [1, 2]) {
      model.open('lead');
      await settle();
      await model.submit(values, target, page, { profileId: null, fullyLoggedIn: false });
    }
    expect(toasts).toEqual(['Too many requests, try later', 'LeadRequestForm.Message.Error']);
  });

  describe('the rental deposit insurance offer (document 001 §4 "post the rental deposit insurance lead in parallel when ticked")', () => {
    const page = { portalId: 'ch', country: 'CH', locale: 'fr' };
    const visitor = { profileId: null, fullyLoggedIn: false };
    const rentTarget = { listingId: 8, timeZone: 'Europe/Zurich', tourAvailable: false, addressAvailable: false };

    function formSending(to: SubmitLeadRequest[], successful = true) {
      let clock = 0;
      return leadForm({
        submitLead: {
          execute: async (command) => {
            to.push(command);
            return ok({
              answer: { leadId: 2, status: successful ? 'Dispatched' : 'Spam' },
              successful,
              followUps: [],
            });
          },
        },
        // A visitor who takes five seconds between each step.
        now: () => (clock += 5_000),
      });
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
      await settle();
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
      await settle();
      await model.submit(values, target, page, visitor);
      expect(sent[0]).not.toHaveProperty('rentalDepositInsuranceProvider');
      expect(sent[0]!.request.data).not.toHaveProperty('rentalDepositInsuranceOffer');
      expect(requested).toEqual([]);
    });

    it('offers no box and sends no flag when the offer is not AVAILABLE (REQUESTED, UNAVAILABLE or another form)', async () => {
      const sent: SubmitLeadRequest[] = [];
      const model = formSending(sent);
      model.open('lead');
      await settle();
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
      await settle();
      await model.submit({ ...values, rentalDepositInsuranceOffer: true }, target, page, visitor);
      expect(requested).toEqual([]);
    });
  });

  describe('the captcha, asked before sending when the service will want it (domain/leads/SpamSignals: a form sent faster than a person can fill it)', () => {
    const page = { portalId: 'ch', country: 'CH', locale: 'de' };
    const visitor = { profileId: null, fullyLoggedIn: false };
    const target = { listingId: 7, timeZone: 'Europe/Zurich', tourAvailable: true, addressAvailable: false };

    function form(answers: ((command: SubmitLeadRequest) => ReturnType<typeof ok>)[] = []) {
      const sent: SubmitLeadRequest[] = [];
      let clock = 1_000;
      const model = leadForm({
        submitLead: {
          execute: async (command) => {
            sent.push(command);
            const answer = answers[sent.length - 1];
            return answer
              ? (answer(command) as never)
              : ok({
                  answer: { leadId: sent.length, status: 'NotificationsScheduled' },
                  successful: true,
                  followUps: [],
                });
          },
        },
        newKey: () => `key-${sent.length}-0123456789abcdef`,
        now: () => clock,
      });
      return { model, sent, tick: (ms: number) => (clock += ms) };
    }

    it('a second lead sent at once with the remembered details waits for the captcha, then leaves by itself with the solution (no second press)', async () => {
      const { model, sent, tick } = form();
      model.open('lead');
      await settle();
      tick(8_000);
      await model.submit(values, target, page, visitor);
      expect(sent).toHaveLength(1);
      expect(sent[0]).not.toHaveProperty('captcha');
      model.close();
      model.open('tour');
      await settle();
      tick(1_200);
      const sending = model.submit(values, target, page, visitor);
      await settle();
      expect(sent).toHaveLength(1);
      expect(model.guard.captchaAsked).toBe(true);
      expect(model.submitting).toBe(true);
      model.guard.setCaptchaToken('solution-1');
      await sending;
      expect(sent).toHaveLength(2);
      expect(sent[1]).toMatchObject({ captcha: 'solution-1', request: { formStamp: 'stamp-1' } });
      expect(model.sent?.kind).toBe('tour');
      expect(model.error).toBeNull();
    });

    it('when the service asks anyway (CAPTCHA_REQUIRED), shows the captcha and sends again once solved, under the same key', async () => {
      const { model, sent, tick } = form([
        () => err(invalid('CAPTCHA_REQUIRED', 'LeadRequestForm.Captcha.Required', 'captcha')) as never,
      ]);
      model.open('lead');
      await settle();
      tick(9_000);
      const sending = model.submit(values, target, page, visitor);
      await settle();
      expect(sent).toHaveLength(1);
      expect(model.guard.awaitingCaptcha).toBe(true);
      model.guard.setCaptchaToken('solution-2');
      await sending;
      expect(sent).toHaveLength(2);
      expect(sent[1]!.captcha).toBe('solution-2');
      expect(sent[1]!.request.idempotencyKey).toBe(sent[0]!.request.idempotencyKey);
      expect(model.sent?.kind).toBe('lead');
    });

    it('spends a solution once: the next form is timed afresh and sends no old solution', async () => {
      const { model, sent, tick } = form();
      model.open('lead');
      await settle();
      const sending = model.submit(values, target, page, visitor);
      await settle();
      model.guard.setCaptchaToken('solution-3');
      await sending;
      model.close();
      model.open('lead');
      await settle();
      tick(6_000);
      await model.submit(values, target, page, visitor);
      expect(sent.map((command) => command.captcha)).toEqual(['solution-3', undefined]);
    });
  });

  describe('tracking (document 001 §4 "track submit; post the lead; track success if the status qualifies")', () => {
    function tracking(status: 'Dispatched' | 'Spam', order: string[]) {
      const tracked: TrackedAct[] = [];
      let clock = 0;
      const model = leadForm({
        submitLead: {
          execute: async () => {
            order.push('post');
            return ok({ answer: { leadId: 3, status }, successful: status === 'Dispatched', followUps: [] });
          },
        },
        // A visitor who takes five seconds between each step (faster asks for the captcha first).
        now: () => (clock += 5_000),
        tracker: {
          track: (act) => {
            order.push(act.action);
            tracked.push(act);
          },
        },
      });
      return { model, tracked };
    }
    const page = { portalId: 'ch', country: 'CH', locale: 'de', search: { id: '41', saved: false } };
    const visitor = { profileId: null, fullyLoggedIn: false };
    const target = { listingId: 7, timeZone: 'Europe/Zurich', tourAvailable: false, addressAvailable: false };

    it('tracks the submit before the post and the success after it, with the listing id and the search id', async () => {
      const order: string[] = [];
      const { model, tracked } = tracking('Dispatched', order);
      model.open('lead');
      await settle();
      await model.submit(values, target, page, visitor);
      expect(order).toEqual(['leadSubmit', 'post', 'leadSuccess']);
      expect(tracked).toEqual([
        { action: 'leadSubmit', listingId: 7, searchId: '41' },
        { action: 'leadSuccess', listingId: 7, searchId: '41' },
      ]);
    });

    it('tracks no success when the status does not qualify (Spam)', async () => {
      const order: string[] = [];
      const { model } = tracking('Spam', order);
      model.open('lead');
      await settle();
      await model.submit(values, target, page, visitor);
      expect(order).toEqual(['leadSubmit', 'post']);
    });

    it("tracks a lead to an agent from the agent's page with the agent's id", async () => {
      const { model, tracked } = tracking('Dispatched', []);
      model.open('user');
      await settle();
      await model.submit(
        values,
        { ...target, listingId: undefined, agentId: 5 },
        { ...page, search: undefined },
        visitor,
      );
      expect(tracked[1]).toEqual({ action: 'leadSuccess', agentId: 5 });
    });
  });
});
