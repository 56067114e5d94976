import { randomUUID } from 'node:crypto';
import { isSuccessfulStatus, type LeadEndpoint, type LeadRequest } from '#domain/leads/Lead';
import { tourSlots } from '#domain/leads/TourSlot';
import type { LeadCaller } from '#application/leads/ports';
import type { LeadsContractFixture } from './LeadsContractFixture';

/** A visitor who takes ten seconds over the form (the service's stamp says so); fresh key and e-mail each time. */
export function leadRequest(fixture: LeadsContractFixture, overrides: Partial<LeadRequest> = {}): LeadRequest {
  const now = Date.now();
  const { data, ...rest } = overrides;
  return {
    id: fixture.listings.sale.id,
    portalId: fixture.portalId,
    locale: 'en',
    idempotencyKey: randomUUID(),
    formSubmitTime: now,
    formStamp: fixture.formStamp(10_000),
    ...rest,
    data: {
      fullName: 'Anna Keller',
      email: `anna.${randomUUID().slice(0, 8)}@example.com`,
      phone: '+41 44 668 18 00',
      message: 'Is the flat still available?',
      leadType: 'lead',
      formTimestamp: now - 10_000,
      ...data,
    },
  };
}

const VISITOR: LeadCaller = { ip: '203.0.113.7' };

/**
 * The leads contract (document 001 §3, §5, §6, §7 "Leads"), one list of cases for PostLead over each
 * LeadStore (SQL; http to a second portal) and for the browser's http adapter. Each case names the
 * rule it checks; each can fail (run against a service that forgets the rule and it does).
 */
export function describeLeadsServiceContract(name: string, fixtureOf: () => LeadsContractFixture): void {
  describe(`Leads contract: ${name}`, () => {
    const post = (endpoint: LeadEndpoint, request: LeadRequest, caller = VISITOR) =>
      fixtureOf().service.postLead(endpoint, request, caller);

    it('stores a contact lead and mails the agency, the contact agent and the visitor (status counts as successful)', async () => {
      const f = fixtureOf();
      const request = leadRequest(f);
      const answer = await post('lead', request);
      expect(answer.ok && isSuccessfulStatus(answer.value.status)).toBe(true);
      const [agency] = await f.mailsTo(f.listings.sale.agencyEmail);
      expect(agency?.text).toContain(request.data.email);
      expect(agency?.text).toContain('Is the flat still available?');
      const [agent] = await f.mailsTo(f.listings.sale.agentEmail);
      expect(agent?.text).toContain('Anna Keller');
      expect(await f.mailsTo(request.data.email)).toHaveLength(1);
    });

    it('makes a retried form one lead: the same idempotency key answers the first lead and mails once', async () => {
      const f = fixtureOf();
      const request = leadRequest(f);
      const first = await post('lead', request);
      const again = await post('lead', request);
      expect(again).toEqual(first);
      expect(await f.leadsWithKey(request.idempotencyKey)).toBe(1);
      expect(await f.mailsTo(request.data.email)).toHaveLength(1);
    });

    it("answers nobody else's replay of an idempotency key with the lead, and stores nothing for it", async () => {
      const f = fixtureOf();
      const mine = leadRequest(f);
      const first = await post('lead', mine);
      expect(first.ok).toBe(true);
      const theirs = leadRequest(f, { idempotencyKey: mine.idempotencyKey });
      const replay = await post('lead', theirs);
      expect(replay.ok).toBe(false);
      expect(!replay.ok && replay.error.field).toBe('idempotencyKey');
      expect(await f.leadsWithKey(mine.idempotencyKey)).toBe(1);
      expect(await f.mailsTo(theirs.data.email)).toEqual([]);
    });

    it('makes a double-submitted form one lead even when both requests race', async () => {
      const f = fixtureOf();
      const request = leadRequest(f);
      const answers = await Promise.all([post('lead', request), post('lead', request), post('lead', request)]);
      const ids = new Set(answers.map((answer) => (answer.ok ? answer.value.leadId : undefined)));
      expect(ids.size).toBe(1);
      expect(await f.mailsTo(request.data.email)).toHaveLength(1);
    });

    it.each([
      ['fullName', { fullName: '' }],
      ['email', { email: '' }],
      ['phone', { phone: '' }],
      ['email', { email: 'anna@' }],
      ['phone', { phone: '12ab' }],
    ] as const)(
      "answers a lead without a valid %s 'Required field is not provided or invalid' (document 001 §5)",
      async (field, data) => {
        const f = fixtureOf();
        const answer = await post('lead', leadRequest(f, { data: data as LeadRequest['data'] }));
        expect(answer.ok).toBe(false);
        if (answer.ok) return;
        expect(answer.error).toMatchObject({
          kind: 'INVALID',
          message: 'Required field is not provided or invalid',
          field,
        });
      },
    );

    it("refuses a message over the text area's 3000 characters: 'Must be no more than {n} characters'", async () => {
      const f = fixtureOf();
      const answer = await post('lead', leadRequest(f, { data: { message: 'x'.repeat(3001) } as LeadRequest['data'] }));
      expect(!answer.ok && answer.error).toMatchObject({
        message: 'Must be no more than {n} characters',
        field: 'message',
        values: { n: 3000 },
      });
    });

    it('stores a lead on an archived listing as RejectedObsolete and sends nothing (document 001 §6)', async () => {
      const f = fixtureOf();
      const request = leadRequest(f, { id: f.listings.archived.id });
      const answer = await post('lead', request);
      expect(answer.ok && answer.value.status).toBe('RejectedObsolete');
      expect(answer.ok && isSuccessfulStatus(answer.value.status)).toBe(false);
      expect(await f.mailsTo(request.data.email)).toHaveLength(0);
    });

    it('books a tour on a sale listing and tells the agency the slot', async () => {
      const f = fixtureOf();
      const slot = tourSlots(new Date(), f.listings.sale.timeZone)[1]!;
      const request = leadRequest(f, { tourDate: slot.date, tourTime: slot.times[0]! });
      const answer = await post('tour', { ...request, data: { ...request.data, leadType: 'tour' } });
      expect(answer.ok && answer.value.status).toBe('NotificationsScheduled');
      const [agency] = await f.mailsTo(f.listings.sale.agencyEmail);
      expect(agency?.text).toContain(slot.date);
      expect(agency?.text).toContain(slot.times[0]);
    });

    it('refuses a tour on a rent listing: tours need a sale listing (document 001 §6)', async () => {
      const f = fixtureOf();
      const slot = tourSlots(new Date(), 'Europe/Zurich')[1]!;
      const answer = await post(
        'tour',
        leadRequest(f, { id: f.listings.rent.id, tourDate: slot.date, tourTime: '10:00' }),
      );
      expect(!answer.ok && answer.error).toMatchObject({ kind: 'INVALID', code: 'TOUR_NOT_AVAILABLE' });
    });

    it('refuses a tour on a Sunday or without a slot', async () => {
      const f = fixtureOf();
      const sunday = new Date(Date.now() + ((7 - new Date().getUTCDay()) % 7 || 7) * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const weekend = await post('tour', leadRequest(f, { tourDate: sunday, tourTime: '10:00' }));
      expect(!weekend.ok && weekend.error.code).toBe('TOUR_SLOT_UNAVAILABLE');
      const none = await post('tour', leadRequest(f));
      expect(!none.ok && none.error).toMatchObject({ message: 'Immobox.Validations.Required', field: 'tourDate' });
    });

    it('refuses the listing-address request when the geocode is not exact enough (document 001 §6)', async () => {
      const f = fixtureOf();
      const refused = await post('listingAddress', leadRequest(f, { id: f.listings.cityGeocoded.id }));
      expect(!refused.ok && refused.error.code).toBe('LISTING_ADDRESS_NOT_AVAILABLE');
    });

    it('stores a filled honeypot as Spam and never sends it', async () => {
      const f = fixtureOf();
      const request = leadRequest(f, { website: 'http://cheap-pills.example' });
      const answer = await post('lead', request);
      expect(answer.ok && answer.value.status).toBe('Spam');
      expect(await f.mailsTo(request.data.email)).toHaveLength(0);
    });

    it('asks a form sent faster than a person can fill it for the proof of work, and stores nothing', async () => {
      const f = fixtureOf();
      const request = leadRequest(f, { formStamp: f.formStamp(500) });
      const answer = await post('lead', request);
      expect(!answer.ok && answer.error).toMatchObject({ code: 'CAPTCHA_REQUIRED', field: 'captcha' });
      expect(await f.leadsWithKey(request.idempotencyKey)).toBe(0);
    });

    it("times the form itself: the client's own formTimestamp 0 and formSubmitTime 5000, without the service's stamp or with a forged one, get the proof of work asked", async () => {
      const f = fixtureOf();
      const claimed = { formSubmitTime: 5_000, data: { formTimestamp: 0 } as LeadRequest['data'] };
      const unstamped = leadRequest(f, { ...claimed, formStamp: undefined });
      expect(await post('lead', unstamped)).toMatchObject({ ok: false, error: { code: 'CAPTCHA_REQUIRED' } });
      const stamp = f.formStamp(500);
      const backdated = `${Number(stamp.split('.')[0]) - 60_000}.${stamp.split('.')[1]}`;
      const forged = leadRequest(f, { ...claimed, formStamp: backdated });
      expect(await post('lead', forged)).toMatchObject({ ok: false, error: { code: 'CAPTCHA_REQUIRED' } });
      expect(await f.leadsWithKey(forged.idempotencyKey)).toBe(0);
    });

    it('gives each opened form a stamp that, sent back at once, is still too fast', async () => {
      const f = fixtureOf();
      const opened = await f.service.openForm();
      if (!opened.ok) throw new Error(opened.error.message);
      const answer = await post('lead', leadRequest(f, { formStamp: opened.value.formStamp }));
      expect(!answer.ok && answer.error.code).toBe('CAPTCHA_REQUIRED');
    });

    it('stores a too-fast form with a wrong proof of work as Spam and never sends it', async () => {
      const f = fixtureOf();
      const request = leadRequest(f, { formStamp: f.formStamp(500) });
      const answer = await post('lead', request, { ...VISITOR, captcha: 'bm90LWEtc29sdXRpb24=' });
      expect(answer.ok && answer.value.status).toBe('Spam');
      expect(await f.mailsTo(request.data.email)).toHaveLength(0);
    });

    it('limits leads per e-mail address: the eleventh in an hour is TOO_MANY_REQUESTS', async () => {
      const f = fixtureOf();
      const email = `busy.${randomUUID().slice(0, 8)}@example.com`;
      for (let i = 0; i < 10; i++) {
        const answer = await post('lead', leadRequest(f, { data: { email } as LeadRequest['data'] }));
        expect(answer.ok).toBe(true);
      }
      const over = await post('lead', leadRequest(f, { data: { email } as LeadRequest['data'] }));
      expect(!over.ok && over.error.kind).toBe('TOO_MANY_REQUESTS');
    });

    it('answers NOT_FOUND for a listing that does not exist', async () => {
      const f = fixtureOf();
      const answer = await post('lead', leadRequest(f, { id: 2_000_000_000 }));
      expect(!answer.ok && answer.error.kind).toBe('NOT_FOUND');
    });

    it('finds the listing by its originalId too (document 001 §3 "listing id and originalId")', async () => {
      const f = fixtureOf();
      const answer = await post('lead', leadRequest(f, { id: undefined, originalId: f.listings.sale.originalId }));
      expect(answer.ok && answer.value.status).toBe('NotificationsScheduled');
    });

    it('sends a User lead to the agent of an agent page (POST /leads/user)', async () => {
      const f = fixtureOf();
      const request = leadRequest(f, { id: undefined, userId: f.agent.id });
      const answer = await post('user', { ...request, data: { ...request.data, leadType: 'User' } });
      expect(answer.ok && answer.value.status).toBe('NotificationsScheduled');
      const [mail] = await f.mailsTo(f.agent.email);
      expect(mail?.text).toContain(request.data.email);
    });

    it('answers NOT_FOUND for a user with no public profile, storing and sending nothing (document 001 §2, §6)', async () => {
      const f = fixtureOf();
      const request = leadRequest(f, { id: undefined, userId: f.privateUser.id });
      const answer = await post('user', { ...request, data: { ...request.data, leadType: 'User' } });
      expect(!answer.ok && answer.error.kind).toBe('NOT_FOUND');
      expect(await f.leadsWithKey(request.idempotencyKey)).toBe(0);
      expect(await f.mailsTo(f.privateUser.email)).toEqual([]);
      expect(await f.mailsTo(request.data.email)).toEqual([]);
    });

    it('sends a project brochure request to the developer (POST /leads/project)', async () => {
      const f = fixtureOf();
      const request = leadRequest(f, { id: undefined, projectId: f.project.id });
      const answer = await post('project', { ...request, data: { ...request.data, leadType: 'projectbrochure' } });
      expect(answer.ok && answer.value.status).toBe('NotificationsScheduled');
      const [mail] = await f.mailsTo(f.project.developerEmail);
      expect(mail?.text).toContain(request.data.email);
    });

    it("passes a financing lead's figures to the agency (POST /leads/mortgage)", async () => {
      const f = fixtureOf();
      const request = leadRequest(f, { details: { purchasePrice: 950000, ownFunds: 200000 } });
      const answer = await post('mortgage', request);
      expect(answer.ok && answer.value.status).toBe('NotificationsScheduled');
      const [mail] = await f.mailsTo(f.listings.sale.agencyEmail);
      expect(mail?.text).toContain('purchasePrice: 950000');
    });
  });
}
