import { configureMobx } from '#presentation/shared/state/configureMobx';
import type { ConversationSummary, ConversationThread } from '#domain/leads/conversations/Conversation';
import { invalid } from '#domain/shared/DomainError';
import { err, ok } from '#domain/shared/Result';
import { ChatViewModel, type ChatCalls } from './ChatViewModel';

configureMobx();

const summary = (id: number, unread: number): ConversationSummary => ({
  id,
  leadId: id,
  role: 'visitor',
  counterpartName: 'Agent',
  subject: { title: `Flat ${id}`, url: `/listing/${id}` },
  unread,
  updatedAt: '2026-11-24T08:00:00.000Z',
});
const thread = (id: number, unread: number): ConversationThread => ({
  conversation: summary(id, unread),
  messages: [],
});

function calls(overrides: Partial<ChatCalls> = {}) {
  const read: number[] = [];
  const value: ChatCalls = {
    sendMessage: async (id, text) =>
      ok({
        id: 9,
        conversationId: id,
        author: 'visitor',
        text,
        status: 'Dispatched',
        createdAt: '2026-11-24T09:00:00.000Z',
      }),
    markRead: async () => ok({ read: 2 }),
    read: (count) => read.push(count),
    ...overrides,
  };
  return { value, read };
}

describe('the /chat page (both parties reply there; the bubble counts unread messages)', () => {
  it('reads the conversation shown: its unread messages leave the list and the bubble', async () => {
    const c = calls();
    const model = new ChatViewModel(c.value, { conversations: [summary(1, 0), summary(2, 2)], thread: thread(2, 2) });
    await model.markRead();
    expect(model.conversations.find((x) => x.id === 2)?.unread).toBe(0);
    expect(c.read).toEqual([2]);
  });

  it('adds a sent reply to the thread and moves its conversation to the top', async () => {
    const model = new ChatViewModel(calls().value, {
      conversations: [summary(1, 0), summary(2, 0)],
      thread: thread(2, 0),
    });
    model.setDraft('Tomorrow works for me.');
    await model.send();
    expect(model.thread?.messages.map((m) => m.text)).toEqual(['Tomorrow works for me.']);
    expect(model.conversations.map((x) => x.id)).toEqual([2, 1]);
    expect(model.draft).toBe('');
  });

  it("shows the service's message key for a refused reply and keeps the draft", async () => {
    const model = new ChatViewModel(
      calls({ sendMessage: async () => err(invalid('REQUIRED', 'Immobox.Validations.Required', 'text')) }).value,
      { conversations: [summary(1, 0)], thread: thread(1, 0) },
    );
    model.setDraft('  ');
    await model.send();
    expect(model.error).toBe('Immobox.Validations.Required');
    expect(model.draft).toBe('  ');
  });
});
