import type { ChatMail, ConversationMails, LeadMail } from '#application/leads/ports';
import type { Translate } from '#infrastructure/mail/OutboxIdentityMails';
import { chatMessageMail } from './chatMessageMail';

/**
 * The words of a chat message's e-mail from the translation catalogues (config/i18n/leads), with the
 * link to the conversation on /chat. Who is told is SendChatMessage's decision.
 */
export class TranslatedConversationMails implements ConversationMails {
  constructor(
    private readonly translate: Translate,
    private readonly portalName: string,
    /** The /chat page of one conversation, absolute, in a language (the e-mail's link). */
    private readonly chatUrl: (conversationId: number, culture: string) => string,
  ) {}

  newMessage(mail: ChatMail): LeadMail {
    return chatMessageMail(
      {
        ...mail,
        chatUrl: this.chatUrl(mail.conversationId, mail.recipient.culture),
        portalName: this.portalName,
      },
      this.translate,
    );
  }
}
