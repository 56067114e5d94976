import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useErrorText, useT } from '#presentation/shared/i18n';
import { Button, cx } from '#presentation/shared/ui';
import type { ChatViewModel } from './ChatViewModel';
import styles from './ChatPage.module.css';

/** One conversation: what it is about, the messages oldest first (the caller's own on the right), the reply form. */
export const ConversationThreadView = observer(function ConversationThreadView({
  model,
  chatPath,
}: {
  model: ChatViewModel;
  chatPath: string;
}) {
  const t = useT();
  const errorText = useErrorText();
  const intl = useIntl();
  const thread = model.thread!;
  const { conversation } = thread;
  return (
    <div className={styles.thread} data-testid="chat-thread">
      <a className={styles.back} href={chatPath}>
        {t('Leads.Chat.Back')}
      </a>
      <h2 className={styles.threadTitle}>{conversation.counterpartName}</h2>
      <p className={styles.about}>
        {t('Leads.Chat.About')} <a href={conversation.subject.url}>{conversation.subject.title}</a>
      </p>
      <ol className={styles.messages} aria-live="polite">
        {thread.messages.map((message) => {
          const mine = message.author === conversation.role;
          return (
            <li key={message.id} className={cx(styles.message, mine && styles.mine)} data-testid="chat-message">
              <span className={styles.author}>{mine ? t('Leads.Chat.You') : conversation.counterpartName}</span>
              <p className={styles.text}>{message.text}</p>
              <time className={styles.time} dateTime={message.createdAt}>
                {intl.formatDate(message.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
            </li>
          );
        })}
      </ol>
      <form
        className={styles.reply}
        onSubmit={(event) => {
          event.preventDefault();
          void model.send();
        }}
      >
        <label htmlFor="chat-reply">{t('Leads.Chat.Reply.Label')}</label>
        <textarea
          id="chat-reply"
          name="text"
          rows={3}
          value={model.draft}
          onChange={(event) => model.setDraft(event.target.value)}
          aria-invalid={model.error ? true : undefined}
          aria-describedby={model.error ? 'chat-reply-error' : undefined}
        />
        {model.error && (
          <p id="chat-reply-error" role="alert" className={styles.error}>
            {errorText({ message: model.error, values: { n: 3000 } })}
          </p>
        )}
        <Button type="submit" disabled={model.sending}>
          {t('Leads.Chat.Reply.Send')}
        </Button>
      </form>
    </div>
  );
});
