import { formatterCache } from '#config/alerts/formatterCache';
import { leadMails } from '#infrastructure/leads/mail/leadMails';

const translate = formatterCache();
const mails = (locale: string) =>
  leadMails(
    {
      leadId: 7,
      leadType: 'lead',
      visitor: {
        fullName: 'Ada Visitor',
        email: 'ada@example.org',
        phone: '+41 79 000 00 00',
        message: 'Is it free?',
        locale,
      },
      subject: { title: 'Flat in Geneva', url: 'https://homefinder.test/listing/1' },
      recipients: [{ email: 'agent@example.org', culture: 'en', name: 'Agent' }],
      portalName: 'Homefinder',
    },
    translate,
  );

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
