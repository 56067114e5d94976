import type { NewLead } from '#application/leads/ports';
import { formatterCache } from '#config/alerts/formatterCache';
import { TranslatedLeadMails } from '#infrastructure/leads/mail/TranslatedLeadMails';

const writer = new TranslatedLeadMails(formatterCache(), 'Homefinder');
const lead = (locale: string): NewLead => ({
  endpoint: 'lead',
  leadType: 'lead',
  status: 'NotificationsScheduled',
  request: {
    id: 1,
    portalId: 'ch',
    locale,
    idempotencyKey: 'lead-mails-test-0001',
    data: { fullName: 'Ada Visitor', email: 'ada@example.org', phone: '+41 79 000 00 00', leadType: 'lead' },
  },
  caller: { ip: '203.0.113.7' },
  target: {
    kind: 'listing',
    isArchived: false,
    timeZone: 'Europe/Zurich',
    listingId: 1,
    title: 'Flat in Geneva',
    url: 'https://homefinder.test/listing/1',
    recipients: [],
  },
  contact: { fullName: 'Ada Visitor', email: 'ada@example.org', phone: '+41 79 000 00 00', message: 'Is it free?' },
  signals: { verdict: 'clean', fillMs: 10_000, honeypot: false, captcha: null },
});
const mails = (locale: string) => [
  writer.toPublisher(lead(locale), { email: 'agent@example.org', culture: 'en', name: 'Agent' }),
  writer.toVisitor(lead(locale)),
];

describe('the lead e-mails', () => {
  it('call the visitor’s own message theirs in the confirmation, and the agent’s copy the visitor’s', () => {
    const [agent, confirmation] = mails('en');
    expect(agent!.text).toContain('Their message:\nIs it free?');
    expect(confirmation!.text).toContain('Your message:\nIs it free?');
    expect(confirmation!.text).not.toContain('Their message');
  });

  it('says so in the visitor’s language', () => {
    expect(mails('de')[1]!.text).toContain('Ihre Nachricht:\nIs it free?');
  });

  it('leave the agent’s copy outside the per-address cap (their own published address), not the visitor’s confirmation', () => {
    const [agent, confirmation] = mails('en');
    expect(agent!.capExempt).toBe(true);
    expect(confirmation!.capExempt).toBeUndefined();
  });
});
