import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { useHydrated } from 'vike-react/useHydrated';
import { useViewModel } from '#presentation/shared/di/ContainerContext';
import { useModals } from '#presentation/shared/modal/useModals';
import { useT } from '#presentation/shared/i18n';
import { culturePath } from '#presentation/shared/routing/culturePath';
import { Button, cx } from '#presentation/shared/ui';
import { ChatViewModel } from '../viewModelTokens';
import { ConversationList } from './ConversationList';
import { ConversationThreadView } from './ConversationThreadView';
import type { ChatPageData } from './loadChatPageData';
import styles from './ChatPage.module.css';

/**
 * /chat: the conversations leads opened, beside the open one, where the visitor and
 * the agent both reply. On phones the list and the conversation take turns.
 */
export const ChatPage = observer(function ChatPage({ data }: { data: ChatPageData }) {
  const t = useT();
  const { requestContext } = usePageContext();
  const modals = useModals();
  const chatPath = culturePath('/chat', requestContext.culture, requestContext.portal);
  if (!data.access)
    return (
      <section className={styles.empty} data-testid="chat-sign-in">
        <h1>{t('Leads.Chat.SignIn.Title')}</h1>
        <p>{t('Leads.Chat.SignIn.Text')}</p>
        <Button onClick={() => modals.login.open({ callbackUrl: chatPath })}>{t('Leads.Chat.SignIn.Cta')}</Button>
      </section>
    );
  if (data.conversations.length === 0)
    return (
      <section className={styles.empty} data-testid="chat-empty">
        <h1>{t('Leads.Chat.Empty.Title')}</h1>
        <p>{t('Leads.Chat.Empty.Text')}</p>
      </section>
    );
  // A new model for each conversation shown: the page's data brings it.
  return <Chat key={data.thread?.conversation.id ?? 'none'} data={data} chatPath={chatPath} />;
});

const Chat = observer(function Chat({ data, chatPath }: { data: ChatPageData; chatPath: string }) {
  const t = useT();
  const hydrated = useHydrated();
  const model = useViewModel(ChatViewModel, { conversations: data.conversations, thread: data.thread });
  useEffect(() => {
    if (hydrated) void model.markRead();
  }, [hydrated, model]);

  return (
    <div className={cx(styles.split, data.threadAsked && styles.threadAsked)} data-testid="chat-page">
      <section className={styles.listColumn} aria-labelledby="chat-title">
        <h1 id="chat-title" className={styles.title}>
          {t('Leads.Chat.Title')}
        </h1>
        <ConversationList conversations={model.conversations} selectedId={model.selectedId} chatPath={chatPath} />
      </section>
      <section className={styles.threadColumn} aria-label={t('Leads.Chat.Conversations')}>
        {model.thread ? (
          <ConversationThreadView model={model} chatPath={chatPath} />
        ) : (
          <p className={styles.select}>{t('Leads.Chat.Select')}</p>
        )}
      </section>
    </div>
  );
});
