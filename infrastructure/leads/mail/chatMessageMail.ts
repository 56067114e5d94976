import type { LeadMail } from '#application/leads/ports';
import type { Translate } from '#infrastructure/mail/OutboxIdentityMails';

export interface ChatMessageMailInput {
  conversationId: number;
  recipient: { email: string; culture: string; name: string };
  authorName: string;
  subjectTitle: string;
  text: string;
  chatUrl: string;
  portalName: string;
}

/** The e-mail that tells the other party of a new chat message, in their language, with the message and the way back. */
export function chatMessageMail(input: ChatMessageMailInput, translate: Translate): LeadMail {
  const values = {
    name: input.recipient.name,
    author: input.authorName,
    title: input.subjectTitle,
    portalName: input.portalName,
  };
  const t = (key: string) => translate(input.recipient.culture, key, values);
  return {
    kind: 'chat-message',
    recipient: input.recipient.email.trim().toLowerCase(),
    subject: t('Leads.Mail.Chat.Subject'),
    text: [
      t('Leads.Mail.Agent.Greeting'),
      '',
      t('Leads.Mail.Chat.Intro'),
      '',
      input.text,
      '',
      t('Leads.Mail.Chat.Open'),
      input.chatUrl,
      '',
      t('Leads.Mail.Signature'),
    ].join('\n'),
  };
}
