import type { LeadMail, LeadMails, LeadRecipient, NewLead } from '#application/leads/ports';
import { openingMessage } from '#domain/leads/conversations/Conversation';
import type { Translate } from '#infrastructure/mail/OutboxIdentityMails';

/**
 * The words of a lead's e-mails from the translation catalogues (config/i18n/leads): plain text,
 * each in its reader's language. Who gets one is PostLead's decision.
 */
export class TranslatedLeadMails implements LeadMails {
  constructor(
    private readonly translate: Translate,
    private readonly portalName: string,
  ) {}

  toPublisher(lead: NewLead, recipient: LeadRecipient): LeadMail {
    const { contact, target, tour } = lead;
    const t = (key: string) =>
      this.translate(recipient.culture, key, { ...this.values(lead), name: recipient.name ?? '' });
    const lines = [
      t('Leads.Mail.Agent.Greeting'),
      '',
      t(tour ? 'Leads.Mail.Agent.TourIntro' : `Leads.Mail.Agent.Intro.${lead.leadType}`),
      '',
      `${t('Leads.Mail.Subject')}: ${subjectLine(lead)}`,
      target.url,
      '',
      ...(tour ? [t('Leads.Mail.TourSlot'), ''] : []),
      `${t('Leads.Mail.Name')}: ${contact.fullName}`,
      `${t('Leads.Mail.Email')}: ${contact.email}`,
      `${t('Leads.Mail.Phone')}: ${contact.phone}`,
      ...(contact.message ? ['', `${t('Leads.Mail.Message')}:`, contact.message] : []),
      ...detailLines(lead.request.details),
      '',
      t('Leads.Mail.Agent.Reply'),
      '',
      t('Leads.Mail.Signature'),
    ];
    return {
      kind: `lead-${lead.leadType}`,
      recipient: recipient.email,
      subject: t(tour ? 'Leads.Mail.Agent.TourSubject' : 'Leads.Mail.Agent.Subject'),
      text: lines.join('\n'),
      // The publisher's own address from our directory, not one a visitor typed: an agency receives
      // every lead, however many an hour (docs/security.md "Mail to unconfirmed addresses").
      capExempt: true,
    };
  }

  toVisitor(lead: NewLead): LeadMail {
    const { contact, target, tour } = lead;
    const v = (key: string) =>
      this.translate(lead.request.locale, key, { ...this.values(lead), name: contact.fullName });
    return {
      kind: `lead-${lead.leadType}-confirmation`,
      recipient: contact.email,
      subject: v('Leads.Mail.Visitor.Subject'),
      text: [
        v('Leads.Mail.Visitor.Greeting'),
        '',
        v(tour ? 'Leads.Mail.Visitor.TourText' : 'Leads.Mail.Visitor.Text'),
        '',
        subjectLine(lead),
        target.url,
        // The visitor reads their own words: "Your message", not the agent's "Their message".
        ...(contact.message ? ['', `${v('Leads.Mail.Visitor.Message')}:`, contact.message] : []),
        '',
        v('Leads.Mail.Signature'),
      ].join('\n'),
    };
  }

  openingText(lead: NewLead): string {
    const t = (key: string) => this.translate(lead.request.locale, key, this.values(lead));
    if (lead.endpoint === 'tour') return [t('Leads.Chat.TourSlot'), lead.contact.message].filter(Boolean).join('\n\n');
    return openingMessage(lead.contact.message, t(`Leads.Mail.Agent.Intro.${lead.leadType}`));
  }

  private values(lead: NewLead): Record<string, string | number> {
    const { contact, target } = lead;
    const tourDate = lead.request.tourDate ?? lead.request.data.tourDate;
    const tourTime = lead.request.tourTime ?? lead.request.data.tourTime;
    return {
      portalName: this.portalName,
      fullName: contact.fullName,
      email: contact.email,
      phone: contact.phone,
      title: target.title,
      reference: target.reference ?? '-',
      url: target.url,
      date: lead.tour?.date ?? tourDate ?? '',
      time: lead.tour?.time ?? tourTime ?? '',
      timeZone: target.timeZone,
    };
  }
}

const subjectLine = ({ target }: NewLead): string =>
  `${target.title}${target.reference ? ` (${target.reference})` : ''}`;

function detailLines(details: Record<string, string | number | boolean> | undefined): string[] {
  if (!details || Object.keys(details).length === 0) return [];
  return ['', ...Object.entries(details).map(([key, value]) => `${key}: ${String(value)}`)];
}
