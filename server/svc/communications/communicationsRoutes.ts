import Router from '@koa/router';
import {
  CountUnreadMessages,
  GetConversation,
  ListConversations,
  MarkConversationRead,
  SendChatMessage,
} from '#application/leads/tokens';
import { chatParticipantOf, ConversationErrors } from '#domain/leads/conversations/Conversation';
import { map } from '#domain/shared/Result';
import { answer } from '#server/svc/shared/answer';
import { sessionOf } from '#server/svc/shared/svcSession';
import { idParam, validBody, validQuery } from '#server/svc/shared/validate';
import { messageBodySchema, unreadQuerySchema } from './communicationsSchemas';

/**
 * /svc/communications (document 001 §7 "Communications"): GET /conversation/unread as the
 * document gives it, and the conversation calls /chat needs: the list, one conversation, a
 * reply and the read mark. Every call needs a signed-in user; nobody else's conversation exists.
 */
/** Chat is for signed-in users (document 000 §1): a guest is asked to sign in. */
export function communicationsRoutes(): Router {
  const router = new Router();
  router.get('/conversation/unread', async (ctx) => {
    const { status } = await validQuery(ctx, unreadQuerySchema);
    const caller = map(await sessionOf(ctx, 'fullUser', ConversationErrors.signInRequired), chatParticipantOf);
    if (!caller.ok) return answer(ctx, caller);
    answer(ctx, await ctx.state.container.get(CountUnreadMessages).execute({ caller: caller.value, status }));
  });

  router.get('/conversations', async (ctx) => {
    const caller = map(await sessionOf(ctx, 'fullUser', ConversationErrors.signInRequired), chatParticipantOf);
    if (!caller.ok) return answer(ctx, caller);
    answer(ctx, await ctx.state.container.get(ListConversations).execute({ caller: caller.value }));
  });

  router.get('/conversations/:id', async (ctx) => {
    const id = await idParam(ctx);
    const caller = map(await sessionOf(ctx, 'fullUser', ConversationErrors.signInRequired), chatParticipantOf);
    if (!caller.ok) return answer(ctx, caller);
    answer(ctx, await ctx.state.container.get(GetConversation).execute({ id, caller: caller.value }));
  });

  router.post('/conversations/:id/messages', async (ctx) => {
    const id = await idParam(ctx);
    const { text } = await validBody(ctx, messageBodySchema);
    const caller = map(await sessionOf(ctx, 'fullUser', ConversationErrors.signInRequired), chatParticipantOf);
    if (!caller.ok) return answer(ctx, caller);
    answer(ctx, await ctx.state.container.get(SendChatMessage).execute({ id, text, caller: caller.value }), {
      status: 201,
    });
  });

  router.post('/conversations/:id/read', async (ctx) => {
    const id = await idParam(ctx);
    const caller = map(await sessionOf(ctx, 'fullUser', ConversationErrors.signInRequired), chatParticipantOf);
    if (!caller.ok) return answer(ctx, caller);
    answer(ctx, await ctx.state.container.get(MarkConversationRead).execute({ id, caller: caller.value }));
  });
  return router;
}
