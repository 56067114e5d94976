import { inject, injectable } from 'inversify';
import {
  type ChatMessage,
  type ChatParticipant,
  ConversationErrors,
  otherParticipant,
  type Participant,
  participantOf,
  validateChatText,
} from '#domain/leads/conversations/Conversation';
import type { Clock } from '#domain/shared/Clock';
import type { DomainError } from '#domain/shared/DomainError';
import { err, type Result } from '#domain/shared/Result';
import {
  type ChatMail,
  ConversationMails,
  type ConversationRecord,
  ConversationStore,
  type LeadMail,
  LeadsClock,
} from '../ports';
import type { SendChatMessageUseCase } from '../tokens';

export interface SendChatMessage {
  id: number;
  text: string;
  caller: ChatParticipant;
}

/**
 * The visitor or the agent replies. The text follows the lead form's message rule
 * (document 001 §5, domain/leads/conversations/Conversation); only a party writes, anyone else's
 * conversation does not exist (NOT_FOUND). The other party is told by e-mail, written with the
 * message in one transaction, so a reply is never stored unannounced nor announced unstored.
 */
@injectable()
export class SendChatMessageHandler implements SendChatMessageUseCase {
  constructor(
    @inject(ConversationStore) private readonly store: ConversationStore,
    @inject(ConversationMails) private readonly mails: ConversationMails,
    @inject(LeadsClock) private readonly clock: Clock,
  ) {}

  async execute({ id, text: raw, caller }: SendChatMessage): Promise<Result<ChatMessage, DomainError>> {
    const invalid = validateChatText(raw);
    if (invalid) return err(invalid);
    const text = raw.trim();
    const row = await this.store.find(id, caller);
    if (!row.ok) return row;
    const author = row.value && participantOf(row.value, caller);
    if (!row.value || !author) return err(ConversationErrors.notFound());
    const mails = await this.mailsOf(row.value, author, text);
    return this.store.addMessage({ conversationId: id, author, text, at: this.clock.now() }, mails);
  }

  /** Who is told: the other party, at their address and in their language; nobody when there is no address. */
  private async mailsOf(row: ConversationRecord, author: Participant, text: string): Promise<LeadMail[]> {
    const recipient = await this.recipientOf(row, otherParticipant(author));
    if (!recipient) return [];
    const mail: ChatMail = {
      conversationId: row.id,
      recipient,
      authorName: author === 'agent' ? row.agentName : row.visitor.name,
      subjectTitle: row.subject.title,
      text,
    };
    return [this.mails.newMessage(mail)];
  }

  /** The visitor as the lead named them; the agent at their address, in their first language (else the visitor's). */
  private async recipientOf(row: ConversationRecord, side: Participant): Promise<ChatMail['recipient'] | undefined> {
    if (side === 'visitor') {
      const { email, locale, name } = row.visitor;
      return email ? { email, culture: locale, name } : undefined;
    }
    const agent = await this.store.agentContact(row.agentUserId);
    return agent && { email: agent.email, culture: agent.languages[0] ?? row.visitor.locale, name: agent.name };
  }
}
