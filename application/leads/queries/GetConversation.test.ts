import { aConversation, MemoryConversationStore } from '#test/doubles/leads/MemoryConversationStore';
import { GetConversationHandler } from './GetConversation';
import { ListConversationsHandler } from './ListConversations';

function setUp() {
  const store = new MemoryConversationStore([
    aConversation(),
    aConversation({ id: 2, agentUserId: 8, visitorUserId: 12, visitorProfileId: 41 }),
  ]);
  store.seed(1, 'visitor', 'Is it still free?');
  store.seed(1, 'visitor', 'And the cellar?');
  store.seed(1, 'agent', 'Yes.');
  return { get: new GetConversationHandler(store), list: new ListConversationsHandler(store) };
}

describe('GetConversation and ListConversations', () => {
  it('show each party its side: the other’s name, and as unread what the other wrote (document 000 §4)', async () => {
    const { get } = setUp();
    const asAgent = await get.execute({ id: 1, caller: { userId: 7, profileIds: [] } });
    expect(asAgent.ok && asAgent.value.conversation).toMatchObject({
      role: 'agent',
      counterpartName: 'Vera Visitor',
      unread: 2,
    });
    expect(asAgent.ok && asAgent.value.messages.map((m) => m.text)).toEqual([
      'Is it still free?',
      'And the cellar?',
      'Yes.',
    ]);
    const asVisitor = await get.execute({ id: 1, caller: { userId: 30, profileIds: [40] } });
    expect(asVisitor.ok && asVisitor.value.conversation).toMatchObject({
      role: 'visitor',
      counterpartName: 'Aline Agent',
      unread: 1,
    });
  });

  it("answers NOT_FOUND for someone else's conversation", async () => {
    const { get } = setUp();
    const other = await get.execute({ id: 2, caller: { userId: 7, profileIds: [40] } });
    expect(!other.ok && other.error.kind).toBe('NOT_FOUND');
  });

  it('lists only the conversations the caller is a party to, whatever the store answered', async () => {
    const { list } = setUp();
    const listed = await list.execute({ caller: { userId: 12, profileIds: [] } });
    expect(listed.ok && listed.value.conversations.map((c) => [c.id, c.role])).toEqual([[2, 'visitor']]);
  });
});
