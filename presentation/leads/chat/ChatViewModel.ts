import { flow, makeAutoObservable } from 'mobx';
import type {
  ChatMessage,
  ChatParticipant,
  ConversationSummary,
  ConversationThread,
} from '#domain/leads/conversations/Conversation';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';

export interface ChatCalls {
  sendMessage(id: number, text: string): Promise<Result<ChatMessage, DomainError>>;
  markRead(id: number): Promise<Result<{ read: number }, DomainError>>;
  /** The navigation's bubble: the messages just read leave it. */
  read(count: number): void;
}

/**
 * /chat: the caller's conversations and the open one (each conversation is its own address, so
 * the page's data brings it). Once shown in the browser it is read: its messages to the caller
 * leave the unread total. A reply is added when the service stored it.
 */
export class ChatViewModel {
  conversations: ConversationSummary[];
  thread: ConversationThread | undefined;
  draft = '';
  sending = false;
  /** A message key: the reply's field error or the sending failure. */
  error: string | undefined;

  constructor(
    private readonly calls: ChatCalls,
    initial: { conversations: ConversationSummary[]; thread?: ConversationThread },
    readonly caller?: ChatParticipant,
  ) {
    this.conversations = initial.conversations;
    this.thread = initial.thread;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get selectedId(): number | undefined {
    return this.thread?.conversation.id;
  }

  setDraft(text: string): void {
    this.draft = text;
    this.error = undefined;
  }

  /** Marks the open conversation read (after hydration: the server render reads nothing). */
  markRead = flow(function* (this: ChatViewModel) {
    const id = this.selectedId;
    const unread = this.conversations.find((c) => c.id === id)?.unread ?? 0;
    if (id === undefined || unread === 0) return;
    const marked = (yield this.calls.markRead(id)) as Result<{ read: number }, DomainError>;
    if (!marked.ok) return;
    this.conversations = this.conversations.map((c) => (c.id === id ? { ...c, unread: 0 } : c));
    this.calls.read(marked.value.read);
  });

  send = flow(function* (this: ChatViewModel) {
    const id = this.selectedId;
    if (id === undefined || this.sending) return;
    this.sending = true;
    const sent = (yield this.calls.sendMessage(id, this.draft)) as Result<ChatMessage, DomainError>;
    this.sending = false;
    if (!sent.ok) {
      this.error = sent.error.kind === 'INVALID' ? sent.error.message : 'Leads.Chat.Error';
      return;
    }
    const message = sent.value;
    this.draft = '';
    if (this.thread) this.thread = { ...this.thread, messages: [...this.thread.messages, message] };
    const moved = this.conversations.find((c) => c.id === id);
    if (moved)
      this.conversations = [
        { ...moved, lastMessage: message, updatedAt: message.createdAt },
        ...this.conversations.filter((c) => c.id !== id),
      ];
  });
}
