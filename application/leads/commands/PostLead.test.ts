import type { Captcha } from '#application/shared/captcha';
import type { LeadRequest } from '#domain/leads/Lead';
import { domainError } from '#domain/shared/DomainError';
import { err, ok } from '#domain/shared/Result';
import type {
  LeadConversation,
  LeadMail,
  LeadMails,
  LeadStore,
  LeadTargetRow,
  NewLead,
  SavedLead,
  StoredLead,
} from '../ports';
import { PostLeadHandler } from './PostLead';

const NOW = new Date('2026-03-02T10:00:00Z');

const listing = (overrides: Partial<LeadTargetRow> = {}): LeadTargetRow => ({
  kind: 'listing',
  isArchived: false,
  transactionType: 'Sell',
  geocodeLevel: 'Postcode',
  timeZone: 'Europe/Zurich',
  listingId: 7,
  agentUserId: 70,
  title: 'Flat in Geneva',
  url: 'https://homefinder.test/listing/7',
  recipients: [
    { email: 'agency@example.ch', culture: 'fr' },
    { email: 'Agency@example.ch ', culture: 'de' },
    { email: 'agent@example.ch', culture: 'en' },
  ],
  ...overrides,
});

/** A visitor who filled the form in ten seconds (the stamp is the opening time in ms). */
const request = (overrides: Partial<LeadRequest> = {}): LeadRequest => ({
  id: 7,
  portalId: 'ch',
  locale: 'en',
  idempotencyKey: 'form-key-000000001',
  formStamp: String(NOW.getTime() - 10_000),
  ...overrides,
  data: {
    fullName: 'Anna Keller',
    email: 'Anna@Example.com',
    phone: '+41 44 668 18 00',
    leadType: 'lead',
    ...overrides.data,
  },
});

function setUp(
  options: {
    target?: LeadTargetRow;
    earlier?: StoredLead;
    raceLostTo?: StoredLead;
    limited?: boolean;
    offered?: boolean;
  } = {},
) {
  const saved: { lead: NewLead; mails: LeadMail[]; conversation?: LeadConversation }[] = [];
  const counted: string[] = [];
  const store: LeadStore = {
    findByKey: async () => options.earlier,
    target: async () => ok(options.target ?? listing()),
    save: async (lead, mails, conversation) => {
      saved.push({ lead, mails, conversation });
      const answer: SavedLead = options.raceLostTo
        ? { earlier: options.raceLostTo }
        : { stored: { leadId: 1, status: lead.status } };
      return ok(answer);
    },
  };
  const captcha: Captcha = {
    challenge: async () => ({}),
    verify: async (token) => (token === 'solved' ? { ok: true } : { ok: false, refusal: 'invalid' }),
  };
  const mails: LeadMails = {
    toPublisher: (lead, recipient) => ({
      kind: `lead-${lead.leadType}`,
      recipient: recipient.email,
      subject: '',
      text: '',
    }),
    toVisitor: (lead) => ({ kind: 'confirmation', recipient: lead.contact.email, subject: '', text: '' }),
    openingText: () => 'Is it free?',
  };
  const handler = new PostLeadHandler(
    store,
    {
      consume: async (ip, email) => {
        counted.push(email);
        return options.limited
          ? err(domainError('TOO_MANY_REQUESTS', 'TOO_MANY_LEADS', 'LeadRequestForm.Message.TooMany'))
          : ok(undefined);
      },
    },
    captcha,
    { issue: () => '', openedAt: (stamp) => (stamp ? Number(stamp) : undefined) },
    { isOffered: async () => options.offered ?? true },
    { countryOf: () => 'CH' },
    mails,
    { now: () => NOW },
  );
  const post = (
    endpoint: Parameters<PostLeadHandler['execute']>[0]['endpoint'],
    lead: LeadRequest,
    captchaToken?: string,
  ) =>
    handler.execute({
      endpoint,
      request: lead,
      caller: { ip: '203.0.113.7', ...(captchaToken ? { captcha: captchaToken } : {}) },
    });
  return { post, saved, counted };
}

describe('PostLead (document 001 §4 "Lead submit", §5, §6, §7 "Leads")', () => {
  it('answers a retried form with the first lead, neither counting nor storing it again', async () => {
    const { post, saved, counted } = setUp({
      earlier: { leadId: 5, status: 'NotificationsScheduled', profileId: null, email: 'anna@example.com' },
    });
    expect(await post('lead', request())).toEqual(ok({ leadId: 5, status: 'NotificationsScheduled' }));
    expect(saved).toEqual([]);
    expect(counted).toEqual([]);
  });

  it("refuses another sender's replay of a key without telling them the lead", async () => {
    const { post } = setUp({ earlier: { leadId: 5, status: 'Spam', profileId: null, email: 'someone@example.com' } });
    expect(await post('lead', request())).toMatchObject({ ok: false, error: { code: 'IDEMPOTENCY_KEY_TAKEN' } });
  });

  it('answers the lead a racing send of the same key stored first (the store writes nothing for the loser)', async () => {
    const first = { leadId: 9, status: 'NotificationsScheduled' as const, profileId: null, email: 'anna@example.com' };
    const { post } = setUp({ raceLostTo: first });
    expect(await post('lead', request())).toEqual(ok({ leadId: 9, status: 'NotificationsScheduled' }));
  });

  it("document 001 §5: no phone is 'Required field is not provided or invalid', and nothing is counted", async () => {
    const { post, counted } = setUp();
    const answer = await post('lead', request({ data: { phone: '' } as LeadRequest['data'] }));
    expect(answer).toMatchObject({
      ok: false,
      error: { message: 'Required field is not provided or invalid', field: 'phone' },
    });
    expect(counted).toEqual([]);
  });

  it('document 001 §5: an insurance lead for a listing the provider does not insure is refused', async () => {
    const { post, saved } = setUp({ offered: false });
    const answer = await post('rentalDepositInsurance', request({ rentalDepositInsuranceProvider: 'SwissCaution' }));
    expect(answer).toMatchObject({ ok: false, error: { code: 'RENTAL_DEPOSIT_INSURANCE_NOT_OFFERED' } });
    expect(saved).toEqual([]);
  });

  it('counts the lead for the address and the e-mail, and stores nothing over the limit', async () => {
    const { post, saved, counted } = setUp({ limited: true });
    expect(await post('lead', request())).toMatchObject({ ok: false, error: { kind: 'TOO_MANY_REQUESTS' } });
    expect(counted).toEqual(['anna@example.com']);
    expect(saved).toEqual([]);
  });

  it('asks a form sent faster than a person fills it for the proof of work, storing nothing', async () => {
    const { post, saved } = setUp();
    const answer = await post('lead', request({ formStamp: String(NOW.getTime() - 500) }));
    expect(answer).toMatchObject({ ok: false, error: { code: 'CAPTCHA_REQUIRED', field: 'captcha' } });
    expect(saved).toEqual([]);
  });

  it('takes a too-fast form with the proof of work solved as a person’s', async () => {
    const { post } = setUp();
    const answer = await post('lead', request({ formStamp: String(NOW.getTime() - 500) }), 'solved');
    expect(answer).toEqual(ok({ leadId: 1, status: 'NotificationsScheduled' }));
  });

  it('stores a too-fast form with a wrong proof of work as Spam, with no e-mail and no conversation', async () => {
    const { post, saved } = setUp();
    const answer = await post('lead', request({ formStamp: String(NOW.getTime() - 500) }), 'forged');
    expect(answer).toEqual(ok({ leadId: 1, status: 'Spam' }));
    expect(saved[0]).toMatchObject({ mails: [], conversation: undefined, lead: { signals: { captcha: false } } });
  });

  it('stores a filled honeypot as Spam and sends nothing', async () => {
    const { post, saved } = setUp();
    expect(await post('lead', request({ website: 'http://pills.example' }))).toEqual(ok({ leadId: 1, status: 'Spam' }));
    expect(saved[0]!.mails).toEqual([]);
  });

  it('document 001 §6: a lead on an archived listing is RejectedObsolete, stored and never sent', async () => {
    const { post, saved } = setUp({ target: listing({ isArchived: true }) });
    expect(await post('lead', request())).toEqual(ok({ leadId: 1, status: 'RejectedObsolete' }));
    expect(saved[0]).toMatchObject({ mails: [], conversation: undefined });
  });

  it('document 001 §6: refuses a tour on a rent listing ("tours need a sale listing")', async () => {
    const { post, saved } = setUp({ target: listing({ transactionType: 'Rent' }) });
    expect(await post('tour', request())).toMatchObject({ ok: false, error: { code: 'TOUR_NOT_AVAILABLE' } });
    expect(saved).toEqual([]);
  });

  it('mails the agency and the agent once per address and confirms to the visitor; opens the conversation with the agent', async () => {
    const { post, saved } = setUp();
    await post('lead', request());
    expect(saved[0]!.mails.map((mail) => mail.recipient)).toEqual([
      'agency@example.ch',
      'agent@example.ch',
      'anna@example.com',
    ]);
    expect(saved[0]!.conversation).toMatchObject({ agentUserId: 70, text: 'Is it free?' });
    expect(saved[0]!.lead).toMatchObject({
      status: 'NotificationsScheduled',
      signals: { verdict: 'clean', fillMs: 10_000 },
    });
  });
});
