import { aConversation, MemoryConversationStore } from '#test/doubles/leads/MemoryConversationStore';
import { MarkConversationReadHandler } from './MarkConversationRead';

const NOW = new Date('2026-03-02T10:00:00Z');

function setUp() {
  const store = new MemoryConversationStore([aConversation()]);
  store.seed(1, 'visitor', 'Is it still free?');
  store.seed(1, 'agent', 'Yes.');
  return { store, handler: new MarkConversationReadHandler(store, { now: () => NOW }) };
}

describe('MarkConversationRead', () => {
  it('reads the messages the other party sent the caller, at the clock’s time, not their own (document 001 §7)', async () => {
    const { store, handler } = setUp();
    const read = await handler.execute({ id: 1, caller: { userId: 7, profileIds: [] } });
    expect(read).toEqual({ ok: true, value: { read: 1 } });
    expect(store.messagesOf.get(1)!.map((m) => [m.author, m.status])).toEqual([
      ['visitor', 'Read'],
      ['agent', 'Dispatched'],
    ]);
    expect(store.readAt).toEqual([{ id: 1, at: NOW }]);
  });

  it('reads as the visitor for a user acting for the lead’s profile', async () => {
    const { store, handler } = setUp();
    await handler.execute({ id: 1, caller: { userId: 30, profileIds: [40] } });
    expect(store.messagesOf.get(1)!.map((m) => m.status)).toEqual(['Dispatched', 'Read']);
  });

  it('answers NOT_FOUND to anyone else and marks nothing', async () => {
    const { store, handler } = setUp();
    const read = await handler.execute({ id: 1, caller: { userId: 12, profileIds: [41] } });
    expect(!read.ok && read.error.kind).toBe('NOT_FOUND');
    expect(store.readAt).toEqual([]);
  });
});
