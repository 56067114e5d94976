import type { OutgoingMail } from '#application/identity/ports';
import type { LeadType } from '#domain/leads/Lead';
import type { Translate } from '#infrastructure/mail/OutboxIdentityMails';

export interface LeadMailInput {
  leadId: number;
  leadType: LeadType;
  visitor: { fullName: string; email: string; phone: string; message?: string; locale: string };
  /** What the lead is about: the listing's title and reference, the project's or the agent's name, and its page. */
  subject: { title: string; reference?: string; url: string };
  tour?: { date: string; time: string; timeZone: string };
  /** The agency (vendor account) and the contact agent, each in their own language. */
  recipients: { email: string; culture: string; name?: string }[];
  portalName: string;
  details?: Record<string, string | number | boolean>;
}

/**
 * The e-mails of one lead (issue 13): the agency and the contact agent get the visitor's details
 * and message, the listing and the tour slot, each in their language; the visitor gets a
 * confirmation in theirs. Plain text, written into the outbox with the lead.
 */
export function leadMails(input: LeadMailInput, translate: Translate): OutgoingMail[] {
  const { visitor, subject, tour } = input;
  const values = {
    portalName: input.portalName,
    fullName: visitor.fullName,
    email: visitor.email,
    phone: visitor.phone,
    title: subject.title,
    reference: subject.reference ?? '-',
    url: subject.url,
    date: tour?.date ?? '',
    time: tour?.time ?? '',
    timeZone: tour?.timeZone ?? '',
    leadId: input.leadId,
  };
  const kind = `lead-${input.leadType}`;
  const seen = new Set<string>();
  const mails: OutgoingMail[] = [];
  for (const recipient of input.recipients) {
    const to = recipient.email.trim().toLowerCase();
    if (!to || seen.has(to)) continue;
    seen.add(to);
    const t = (key: string) => translate(recipient.culture, key, { ...values, name: recipient.name ?? '' });
    const lines = [
      t('Leads.Mail.Agent.Greeting'),
      '',
      t(tour ? 'Leads.Mail.Agent.TourIntro' : `Leads.Mail.Agent.Intro.${input.leadType}`),
      '',
      `${t('Leads.Mail.Subject')}: ${subject.title}${subject.reference ? ` (${subject.reference})` : ''}`,
      subject.url,
      '',
      ...(tour ? [t('Leads.Mail.TourSlot'), ''] : []),
      `${t('Leads.Mail.Name')}: ${visitor.fullName}`,
      `${t('Leads.Mail.Email')}: ${visitor.email}`,
      `${t('Leads.Mail.Phone')}: ${visitor.phone}`,
      ...(visitor.message ? ['', `${t('Leads.Mail.Message')}:`, visitor.message] : []),
      ...detailLines(input.details),
      '',
      t('Leads.Mail.Agent.Reply'),
      '',
      t('Leads.Mail.Signature'),
    ];
    mails.push({
      kind,
      recipient: to,
      subject: t(tour ? 'Leads.Mail.Agent.TourSubject' : 'Leads.Mail.Agent.Subject'),
      text: lines.join('\n'),
      // The publisher's own address from our directory, not one a visitor typed: an agency receives
      // every lead, however many an hour (docs/security.md "Mail to unconfirmed addresses").
      capExempt: true,
    });
  }
  const v = (key: string) => translate(visitor.locale, key, { ...values, name: visitor.fullName });
  mails.push({
    kind: `${kind}-confirmation`,
    recipient: visitor.email.trim().toLowerCase(),
    subject: v('Leads.Mail.Visitor.Subject'),
    text: [
      v('Leads.Mail.Visitor.Greeting'),
      '',
      v(tour ? 'Leads.Mail.Visitor.TourText' : 'Leads.Mail.Visitor.Text'),
      '',
      `${subject.title}${subject.reference ? ` (${subject.reference})` : ''}`,
      subject.url,
      // The visitor reads their own words: "Your message", not the agent's "Their message".
      ...(visitor.message ? ['', `${v('Leads.Mail.Visitor.Message')}:`, visitor.message] : []),
      '',
      v('Leads.Mail.Signature'),
    ].join('\n'),
  });
  return mails;
}

function detailLines(details: Record<string, string | number | boolean> | undefined): string[] {
  if (!details || Object.keys(details).length === 0) return [];
  return ['', ...Object.entries(details).map(([key, value]) => `${key}: ${String(value)}`)];
}
