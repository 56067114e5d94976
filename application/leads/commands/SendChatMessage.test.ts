import type { ChatMail, ConversationMails } from '../ports';
import { aConversation, MemoryConversationStore } from '#test/doubles/leads/MemoryConversationStore';
import { SendChatMessageHandler } from './SendChatMessage';

const NOW = new Date('2026-03-02T10:00:00Z');
const agent = { userId: 7, profileIds: [1] };
const visitor = { userId: 9, profileIds: [40] };
const stranger = { userId: 12, profileIds: [41] };

type Agents = ConstructorParameters<typeof MemoryConversationStore>[1];

function setUp(agents: Agents = { 7: { email: 'aline@agency.ch', name: 'Aline Agent', languages: ['de', 'en'] } }) {
  const store = new MemoryConversationStore([aConversation()], agents);
  const written: ChatMail[] = [];
  const mails: ConversationMails = {
    newMessage: (mail) => {
      written.push(mail);
      return { kind: 'chat-message', recipient: mail.recipient.email, subject: 's', text: mail.text };
    },
  };
  const handler = new SendChatMessageHandler(store, mails, { now: () => NOW });
  return { store, written, handler };
}

describe('SendChatMessage', () => {
  it('keeps the trimmed text, stamped by the clock, and tells the visitor of the agent’s reply in their language', async () => {
    const { store, written, handler } = setUp();
    const sent = await handler.execute({ id: 1, text: '  Tomorrow at ten.  ', caller: agent });
    expect(sent.ok && sent.value).toMatchObject({
      author: 'agent',
      text: 'Tomorrow at ten.',
      createdAt: NOW.toISOString(),
    });
    expect(written).toEqual([
      {
        conversationId: 1,
        recipient: { email: 'vera@example.ch', culture: 'fr', name: 'Vera Visitor' },
        authorName: 'Aline Agent',
        subjectTitle: 'Garden flat',
        text: 'Tomorrow at ten.',
      },
    ]);
    expect(store.outbox).toHaveLength(1);
  });

  it('tells the agent of the visitor’s message at their address, in their first language', async () => {
    const { written, handler } = setUp();
    await handler.execute({ id: 1, text: 'Perfect.', caller: { userId: 30, profileIds: [40] } });
    expect(written.map((mail) => [mail.recipient, mail.authorName])).toEqual([
      [{ email: 'aline@agency.ch', culture: 'de', name: 'Aline Agent' }, 'Vera Visitor'],
    ]);
  });

  it('stores the message unannounced when the agent has no address', async () => {
    const { store, handler } = setUp({});
    const sent = await handler.execute({ id: 1, text: 'Hello?', caller: visitor });
    expect(sent.ok).toBe(true);
    expect(store.outbox).toEqual([]);
  });

  it("answers NOT_FOUND to anyone but the conversation's parties and writes nothing", async () => {
    const { store, handler } = setUp();
    const sent = await handler.execute({ id: 1, text: 'Hello', caller: stranger });
    expect(!sent.ok && sent.error.kind).toBe('NOT_FOUND');
    expect(await handler.execute({ id: 2, text: 'Hello', caller: agent })).toMatchObject({ ok: false });
    expect(store.messagesOf.get(1) ?? []).toEqual([]);
    expect(store.outbox).toEqual([]);
  });

  it.each([
    ['   ', 'Immobox.Validations.Required'],
    ['x'.repeat(3001), 'Must be no more than {n} characters'],
  ])('refuses %#: the lead form’s message rule (document 001 §5 "text area 3000")', async (text, message) => {
    const { store, handler } = setUp();
    const sent = await handler.execute({ id: 1, text, caller: agent });
    expect(!sent.ok && sent.error).toMatchObject({ kind: 'INVALID', field: 'text', message });
    expect(store.outbox).toEqual([]);
  });
});
