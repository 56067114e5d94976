import 'reflect-metadata';
import type { ConversationSummary, ConversationThread } from '#domain/leads/conversations/Conversation';
import { notFound } from '#domain/shared/DomainError';
import { err, ok } from '#domain/shared/Result';
import { LoadChatPageHandler } from './LoadChatPage';

const caller = { userId: 7, profileIds: [1] };
const summary = (id: number) => ({ id }) as unknown as ConversationSummary;
const threadOf = (id: number) => ({ conversation: summary(id), messages: [] }) as unknown as ConversationThread;

/** The chat page over conversations `ids` (the latest first), of which `mine` the caller is a party to; `read` logs the thread read. */
function page(ids: number[], read: number[] = [], listFails = false) {
  return new LoadChatPageHandler(
    {
      execute: async () => (listFails ? err(notFound('DOWN', 'down')) : ok({ conversations: ids.map(summary) })),
    },
    {
      execute: async ({ id }) => {
        read.push(id);
        return ids.includes(id) ? ok(threadOf(id)) : err(notFound('CONVERSATION_NOT_FOUND', 'not found'));
      },
    },
  );
}

describe('LoadChatPage (/chat)', () => {
  it('invites anyone but a signed-in user to sign in, reading nothing (document 000 §1)', async () => {
    const read: number[] = [];
    expect(await page([3], read).execute({ conversation: '3' })).toEqual({
      access: false,
      conversations: [],
      threadAsked: false,
    });
    expect(read).toEqual([]);
  });

  it('shows the latest conversation when none is asked for', async () => {
    const content = await page([5, 3]).execute({ caller });
    expect(content).toEqual({
      access: true,
      threadAsked: false,
      conversations: [summary(5), summary(3)],
      thread: threadOf(5),
    });
  });

  it('shows the conversation asked for, and none the caller is no party to', async () => {
    expect((await page([5, 3]).execute({ caller, conversation: '3' })).thread).toEqual(threadOf(3));
    const other = await page([5, 3]).execute({ caller, conversation: '9' });
    expect(other).toMatchObject({ access: true, threadAsked: true });
    expect(other.thread).toBeUndefined();
  });

  it('opens the list as without one for an id no row can have', async () => {
    const read: number[] = [];
    const content = await page([5], read).execute({ caller, conversation: '2147483648' });
    expect(content).toMatchObject({ threadAsked: false, thread: threadOf(5) });
    expect(read).toEqual([5]);
  });

  it('invites to sign in when the list cannot be read', async () => {
    expect((await page([5], [], true).execute({ caller })).access).toBe(false);
  });
});
