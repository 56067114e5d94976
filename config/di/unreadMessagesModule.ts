import { ContainerModule } from 'inversify';
import { CountUnreadMessages } from '#application/leads/tokens';
import { HttpCountUnreadMessages } from '#infrastructure/leads/http/httpChatUseCases';

/**
 * The navigation's unread messages in the browser, a part of the shell (document 000 §6
 * PS_FLAG_MSG_COUNTER): the count is the server's, asked at /svc/communications as the bearer.
 * The conversations themselves are the pages' (leadsModule).
 */
export const unreadMessagesModule = new ContainerModule(({ bind }) => {
  bind(CountUnreadMessages).to(HttpCountUnreadMessages).inSingletonScope();
});
