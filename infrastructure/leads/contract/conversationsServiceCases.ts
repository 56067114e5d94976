import type {
  CountUnreadMessagesUseCase,
  GetConversationUseCase,
  ListConversationsUseCase,
  MarkConversationReadUseCase,
  SendChatMessageUseCase,
} from '#application/leads/tokens';
import type { ChatParticipant } from '#domain/leads/conversations/Conversation';
import { MESSAGE_MAX_LENGTH } from '#domain/leads/LeadValidation';

export type ChatContractCaller = 'visitor' | 'agent' | 'stranger';

/** The conversation use cases as one side binds them: the handlers over a store, or the browser's http calls. */
export interface ChatUseCases {
  countUnread: CountUnreadMessagesUseCase;
  list: ListConversationsUseCase;
  get: GetConversationUseCase;
  send: SendChatMessageUseCase;
  markRead: MarkConversationReadUseCase;
}

export interface ConversationsContractFixture {
  /** The use cases as one signed-in user calls them (an http store or client carries their token). */
  as(who: ChatContractCaller): { chat: ChatUseCases; caller: ChatParticipant };
  /** The visitor sends a User lead to the agent (document 001 §7 POST /leads/user) with this message; its lead id. */
  sendLead(message: string, idempotencyKey?: string): Promise<number>;
  /** The conversation a lead opened, if any, and how many. */
  conversationsOfLead(leadId: number): Promise<number[]>;
  agentEmail: string;
  visitorEmail: string;
  mailsTo(recipient: string): Promise<{ subject: string; text: string }[]>;
}

/**
 * The conversations' contract (document 001 §7 "Communications: GET /conversation/unread (status,
 * default Dispatched)"; a lead opens a conversation, both parties reply, new messages
 * notify by e-mail). One list of cases for the handlers over each store and for the browser's client.
 */
export function describeConversationsCases(fixtureOf: () => ConversationsContractFixture): void {
  const unread = async (who: ChatContractCaller, status?: 'Dispatched' | 'Read') => {
    const { chat, caller } = fixtureOf().as(who);
    const total = await chat.countUnread.execute({ caller, status: status ?? 'Dispatched' });
    if (!total.ok) throw new Error(`unread total failed: ${total.error.code}`);
    return total.value.total;
  };

  it("opens one conversation per lead, the visitor's message first, that both parties see", async () => {
    const f = fixtureOf();
    const key = `chat-${Math.random().toString(36).slice(2)}`;
    const leadId = await f.sendLead('Could we talk about the garden flat?', key);
    expect(await f.sendLead('Could we talk about the garden flat?', key)).toBe(leadId);
    const [id, ...more] = await f.conversationsOfLead(leadId);
    expect(more).toEqual([]);
    for (const who of ['visitor', 'agent'] as const) {
      const { chat, caller } = f.as(who);
      const thread = await chat.get.execute({ id: id!, caller });
      expect(thread.ok && thread.value.messages.map((m) => [m.author, m.text])).toEqual([
        ['visitor', 'Could we talk about the garden flat?'],
      ]);
      const list = await chat.list.execute({ caller });
      expect(list.ok && list.value.conversations.find((c) => c.id === id)?.role).toBe(who);
    }
  });

  it('counts Dispatched messages to the caller by default, and the read ones with status Read', async () => {
    const f = fixtureOf();
    const before = await unread('agent');
    const [id] = await f.conversationsOfLead(await f.sendLead('Is the parking space included?'));
    expect(await unread('agent')).toBe(before + 1);
    const { chat, caller } = f.as('agent');
    const readBefore = await unread('agent', 'Read');
    const marked = await chat.markRead.execute({ id: id!, caller });
    expect(marked.ok && marked.value.read).toBe(1);
    expect(await unread('agent')).toBe(before);
    expect(await unread('agent', 'Read')).toBe(readBefore + 1);
  });

  it("tells the visitor of the agent's reply: unread 1 and an e-mail with the text and the way back", async () => {
    const f = fixtureOf();
    const [id] = await f.conversationsOfLead(await f.sendLead('When can I visit?'));
    const visitorBefore = await unread('visitor');
    const { chat, caller } = f.as('agent');
    const reply = await chat.send.execute({ id: id!, text: 'Tomorrow at ten suits me.', caller });
    expect(reply.ok && reply.value).toMatchObject({ author: 'agent', status: 'Dispatched' });
    expect(await unread('visitor')).toBe(visitorBefore + 1);
    const [mail] = await f.mailsTo(f.visitorEmail);
    expect(mail?.text).toContain('Tomorrow at ten suits me.');
    expect(mail?.text).toContain(`chat?conversation=${id}`);
    const visitor = f.as('visitor');
    await visitor.chat.send.execute({ id: id!, text: 'Perfect, see you then.', caller: visitor.caller });
    const [toAgent] = await f.mailsTo(f.agentEmail);
    expect(toAgent?.text).toContain('Perfect, see you then.');
  });

  it('tells the other party of each message once: one e-mail per reply', async () => {
    const f = fixtureOf();
    const [id] = await f.conversationsOfLead(await f.sendLead('Is there a cellar?'));
    const words = `Yes, a dry one (${Math.random().toString(36).slice(2)}).`;
    const { chat, caller } = f.as('agent');
    const reply = await chat.send.execute({ id: id!, text: words, caller });
    expect(reply.ok).toBe(true);
    const mails = (await f.mailsTo(f.visitorEmail)).filter((mail) => mail.text.includes(words));
    expect(mails).toHaveLength(1);
    expect((await f.mailsTo(f.agentEmail)).filter((mail) => mail.text.includes(words))).toEqual([]);
  });

  it("answers NOT_FOUND for someone else's conversation, whatever the call, and writes nothing", async () => {
    const f = fixtureOf();
    const [id] = await f.conversationsOfLead(await f.sendLead('Private question'));
    const agentUnread = await unread('agent');
    const { chat, caller } = f.as('stranger');
    const words = `Hello from a stranger ${Math.random().toString(36).slice(2)}`;
    for (const result of [
      await chat.get.execute({ id: id!, caller }),
      await chat.send.execute({ id: id!, text: words, caller }),
      await chat.markRead.execute({ id: id!, caller }),
    ])
      expect(!result.ok && result.error.kind).toBe('NOT_FOUND');
    const list = await chat.list.execute({ caller });
    expect(list.ok && list.value.conversations.map((c) => c.id)).not.toContain(id);
    // The visitor's message is still unread by the agent, and nobody was written to.
    expect(await unread('agent')).toBe(agentUnread);
    const agent = f.as('agent');
    const thread = await agent.chat.get.execute({ id: id!, caller: agent.caller });
    expect(thread.ok && thread.value.messages.map((m) => m.text)).toEqual(['Private question']);
    for (const recipient of [f.agentEmail, f.visitorEmail])
      expect((await f.mailsTo(recipient)).filter((mail) => mail.text.includes(words))).toEqual([]);
  });

  it('refuses a blank reply (Immobox.Validations.Required) and one over 3000 characters (document 001 §5)', async () => {
    const f = fixtureOf();
    const [id] = await f.conversationsOfLead(await f.sendLead('Hello'));
    const { chat, caller } = f.as('agent');
    const blank = await chat.send.execute({ id: id!, text: '   ', caller });
    expect(!blank.ok && blank.error).toMatchObject({
      kind: 'INVALID',
      message: 'Immobox.Validations.Required',
      field: 'text',
    });
    const long = await chat.send.execute({ id: id!, text: 'x'.repeat(MESSAGE_MAX_LENGTH + 1), caller });
    expect(!long.ok && long.error).toMatchObject({ kind: 'INVALID', field: 'text' });
    const thread = await chat.get.execute({ id: id!, caller });
    expect(thread.ok && thread.value.messages.map((m) => m.text)).toEqual(['Hello']);
  });
}
