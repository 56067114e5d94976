import type { Context } from 'koa';
import { AccessTokenVerifier } from '#application/identity/ports';
import { isFullUser } from '#domain/identity/AuthenticationRules';
import { type ChatParticipant, ConversationErrors } from '#domain/leads/conversations/Conversation';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { bearerOf } from '#server/svc/shared/bearer';

/** Chat is for signed-in users (document 000 §1): the verified bearer names the user and their profiles. */
export async function chatCaller(ctx: Context): Promise<Result<ChatParticipant, DomainError>> {
  const bearer = bearerOf(ctx);
  if (!bearer.ok) return bearer;
  if (bearer.value === undefined) return err(ConversationErrors.signInRequired());
  const verified = await ctx.state.container.get(AccessTokenVerifier).verify(bearer.value);
  if (!verified.ok) return verified;
  const session = verified.value;
  if (!isFullUser(session) || session.userId === null) return err(ConversationErrors.signInRequired());
  return ok({ userId: session.userId, profileIds: session.profileIds });
}
