import type Router from '@koa/router';
import { COMMUNICATIONS_ROUTES } from '#application/leads/svcRoutes';
import {
  CountUnreadMessages,
  GetConversation,
  ListConversations,
  MarkConversationRead,
  SendChatMessage,
} from '#application/leads/tokens';
import { chatParticipantOf, ConversationErrors } from '#domain/leads/conversations/Conversation';
import { answer } from '#server/svc/shared/answer';
import { routeOf, routerOf } from '#server/svc/shared/routeOf';
import { idParam, validBody, validQuery } from '#server/svc/shared/validate';
import { messageBodySchema, unreadQuerySchema } from './communicationsSchemas';

/** Chat is for signed-in users (document 000 §1): a guest is asked to sign in. */
const signIn = ConversationErrors.signInRequired;

/**
 * /svc/communications (document 001 §7 "Communications"): GET /conversation/unread as the
 * document gives it, and the conversation calls /chat needs: the list, one conversation, a
 * reply and the read mark. Every call needs a signed-in user; nobody else's conversation exists.
 */
export function communicationsRoutes(): Router {
  return routerOf([
    routeOf(
      COMMUNICATIONS_ROUTES.unread,
      async (ctx, session) => {
        const { status } = await validQuery(ctx, unreadQuerySchema);
        const caller = chatParticipantOf(session);
        answer(ctx, await ctx.state.container.get(CountUnreadMessages).execute({ caller, status }));
      },
      signIn,
    ),

    routeOf(
      COMMUNICATIONS_ROUTES.list,
      async (ctx, session) => {
        const caller = chatParticipantOf(session);
        answer(ctx, await ctx.state.container.get(ListConversations).execute({ caller }));
      },
      signIn,
    ),

    routeOf(
      COMMUNICATIONS_ROUTES.one,
      async (ctx, session) => {
        const id = await idParam(ctx);
        const caller = chatParticipantOf(session);
        answer(ctx, await ctx.state.container.get(GetConversation).execute({ id, caller }));
      },
      signIn,
    ),

    routeOf(
      COMMUNICATIONS_ROUTES.messages,
      async (ctx, session) => {
        const id = await idParam(ctx);
        const { text } = await validBody(ctx, messageBodySchema);
        const caller = chatParticipantOf(session);
        answer(ctx, await ctx.state.container.get(SendChatMessage).execute({ id, text, caller }), { status: 201 });
      },
      signIn,
    ),

    routeOf(
      COMMUNICATIONS_ROUTES.read,
      async (ctx, session) => {
        const id = await idParam(ctx);
        const caller = chatParticipantOf(session);
        answer(ctx, await ctx.state.container.get(MarkConversationRead).execute({ id, caller }));
      },
      signIn,
    ),
  ]);
}
