import { observer } from 'mobx-react-lite';
import type { ConversationSummary } from '#domain/leads/conversations/Conversation';
import { useT } from '#presentation/shared/i18n';
import { Counter, cx } from '#presentation/shared/ui';
import styles from './ChatPage.module.css';

/** The conversations, latest first: the other party, what the lead was about, the last words, the unread count. */
export const ConversationList = observer(function ConversationList({
  conversations,
  selectedId,
  chatPath,
}: {
  conversations: ConversationSummary[];
  selectedId?: number;
  chatPath: string;
}) {
  const t = useT();
  return (
    <ul className={styles.list}>
      {conversations.map((conversation) => (
        <li key={conversation.id}>
          <a
            href={`${chatPath}?conversation=${conversation.id}`}
            className={cx(styles.item, conversation.id === selectedId && styles.selected)}
            aria-current={conversation.id === selectedId ? 'page' : undefined}
            data-testid="chat-conversation"
          >
            <span className={styles.itemHead}>
              <strong>{conversation.counterpartName}</strong>
              {conversation.unread > 0 && (
                <>
                  <Counter count={conversation.unread} placement="inline" />
                  <span className="visually-hidden">{t('Leads.Chat.Unread', { count: conversation.unread })}</span>
                </>
              )}
            </span>
            <span className={styles.itemSubject}>{conversation.subject.title}</span>
            {conversation.lastMessage && <span className={styles.itemText}>{conversation.lastMessage.text}</span>}
          </a>
        </li>
      ))}
    </ul>
  );
});
