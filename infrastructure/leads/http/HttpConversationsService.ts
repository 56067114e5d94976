import { inject, injectable } from 'inversify';
import type { ConversationsService } from '#application/leads/ports';
import type {
  ChatMessage,
  ConversationSummary,
  ConversationThread,
  MessageStatus,
} from '#domain/leads/conversations/Conversation';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { type ServiceClient, ServiceClientToken } from '#infrastructure/shared/http/ServiceClient';

/**
 * ConversationsService over /svc/communications (document 001 §7 "Communications"). The caller is
 * whoever the client's bearer names: the server reads the user from it, so the caller argument
 * only documents the call.
 */
@injectable()
export class HttpConversationsService implements ConversationsService {
  constructor(@inject(ServiceClientToken) private readonly client: ServiceClient) {}

  unreadTotal(_caller: unknown, status: MessageStatus): Promise<Result<{ total: number }, DomainError>> {
    return this.client.request('GET', '/communications/conversation/unread', { query: { status } });
  }

  listConversations(): Promise<Result<{ conversations: ConversationSummary[] }, DomainError>> {
    return this.client.request('GET', '/communications/conversations');
  }

  getConversation(id: number): Promise<Result<ConversationThread, DomainError>> {
    return this.client.request('GET', `/communications/conversations/${id}`);
  }

  sendMessage(id: number, text: string): Promise<Result<ChatMessage, DomainError>> {
    return this.client.request('POST', `/communications/conversations/${id}/messages`, { body: { text } });
  }

  markRead(id: number): Promise<Result<{ read: number }, DomainError>> {
    return this.client.request('POST', `/communications/conversations/${id}/read`, { body: {} });
  }
}
