import { inject, injectable } from 'inversify';
import type { MarkConversationRead } from '#application/leads/commands/MarkConversationRead';
import type { SendChatMessage } from '#application/leads/commands/SendChatMessage';
import type { CountUnreadMessages } from '#application/leads/queries/CountUnreadMessages';
import type { GetConversation } from '#application/leads/queries/GetConversation';
import type {
  CountUnreadMessagesUseCase,
  GetConversationUseCase,
  ListConversationsUseCase,
  MarkConversationReadUseCase,
  SendChatMessageUseCase,
} from '#application/leads/tokens';
import type { ChatMessage, ConversationSummary, ConversationThread } from '#domain/leads/conversations/Conversation';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { type ServiceClient, ServiceClientToken } from '#infrastructure/shared/http/ServiceClient';
import { COMMUNICATIONS_ROUTES } from '#application/leads/svcRoutes';
import { pathOf } from '#application/shared/svcRoute';

/*
 * The browser's side of the conversation use cases: the calls to /svc/communications on our own
 * server, where the handlers run. The caller is whoever the client's bearer names; the command's
 * caller only types the call.
 */

@injectable()
export class HttpCountUnreadMessages implements CountUnreadMessagesUseCase {
  constructor(@inject(ServiceClientToken) private readonly client: ServiceClient) {}

  execute({ status }: CountUnreadMessages): Promise<Result<{ total: number }, DomainError>> {
    return this.client.request(COMMUNICATIONS_ROUTES.unread.method, pathOf(COMMUNICATIONS_ROUTES.unread), {
      query: { status },
    });
  }
}

@injectable()
export class HttpListConversations implements ListConversationsUseCase {
  constructor(@inject(ServiceClientToken) private readonly client: ServiceClient) {}

  execute(): Promise<Result<{ conversations: ConversationSummary[] }, DomainError>> {
    return this.client.request(COMMUNICATIONS_ROUTES.list.method, pathOf(COMMUNICATIONS_ROUTES.list));
  }
}

@injectable()
export class HttpGetConversation implements GetConversationUseCase {
  constructor(@inject(ServiceClientToken) private readonly client: ServiceClient) {}

  execute({ id }: GetConversation): Promise<Result<ConversationThread, DomainError>> {
    return this.client.request(COMMUNICATIONS_ROUTES.one.method, pathOf(COMMUNICATIONS_ROUTES.one, { id }));
  }
}

@injectable()
export class HttpSendChatMessage implements SendChatMessageUseCase {
  constructor(@inject(ServiceClientToken) private readonly client: ServiceClient) {}

  execute({ id, text }: SendChatMessage): Promise<Result<ChatMessage, DomainError>> {
    return this.client.request(COMMUNICATIONS_ROUTES.messages.method, pathOf(COMMUNICATIONS_ROUTES.messages, { id }), {
      body: { text },
    });
  }
}

@injectable()
export class HttpMarkConversationRead implements MarkConversationReadUseCase {
  constructor(@inject(ServiceClientToken) private readonly client: ServiceClient) {}

  execute({ id }: MarkConversationRead): Promise<Result<{ read: number }, DomainError>> {
    return this.client.request(COMMUNICATIONS_ROUTES.read.method, pathOf(COMMUNICATIONS_ROUTES.read, { id }), {
      body: {},
    });
  }
}
