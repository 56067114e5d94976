import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useData } from 'vike-react/useData';
import { useViewModel } from '#presentation/shared/di/ContainerContext';
import { useErrorText, useT } from '#presentation/shared/i18n';
import { Button, Container, Icon, Modal } from '#presentation/shared/ui';
import type { UnsubscribePageData } from './loadUnsubscribePage';
import { UnsubscribeConfirmationViewModel } from '../viewModelTokens';
import styles from './UnsubscribedPage.module.css';

/**
 * /unsubscribe: the owner's question and its button when they came without the digest's signed
 * link, then (or straight from the link) the post-unsubscribe modal over a short confirmation
 * (document 001 §1 "Modals").
 */
export const UnsubscribedPage = observer(function UnsubscribedPage() {
  const t = useT();
  const errorText = useErrorText();
  const data = useData<UnsubscribePageData>();
  const model = useViewModel(UnsubscribeConfirmationViewModel, {
    searchId: data.searchId,
    unsubscribed: data.unsubscribed,
  });
  const [open, setOpen] = useState(true);
  if (model.state !== 'unsubscribed')
    return (
      <Container narrow>
        <section className={styles.page} data-testid="unsubscribe-question" data-search-id={data.searchId}>
          <Icon name="bell" size={40} />
          <h1>{t('Unsubscribe.Confirm.Title')}</h1>
          <p>{t('Unsubscribe.Confirm.Text')}</p>
          {model.error && <p role="alert">{errorText(model.error)}</p>}
          <div className={styles.actions}>
            <Button variant="secondary" href="/my-home">
              {t('Unsubscribe.Manage')}
            </Button>
            <Button
              onClick={() => void model.confirm()}
              disabled={model.state === 'unsubscribing'}
              data-testid="unsubscribe-confirm"
            >
              {t('Unsubscribe.Confirm.Button')}
            </Button>
          </div>
        </section>
      </Container>
    );
  return (
    <Container narrow>
      <section className={styles.page} data-testid="unsubscribed" data-search-id={data.searchId}>
        <Icon name="bell" size={40} />
        <h1>{t('Unsubscribe.Title')}</h1>
        <p>{t('Unsubscribe.Text')}</p>
        <Button href="/my-home">{t('Unsubscribe.Manage')}</Button>
      </section>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('Unsubscribe.Modal.Title')}
        footer={
          <>
            <Button variant="secondary" href="/my-home">
              {t('Unsubscribe.Manage')}
            </Button>
            <Button onClick={() => setOpen(false)} data-testid="unsubscribed-ok">
              {t('Unsubscribe.Modal.Ok')}
            </Button>
          </>
        }
      >
        <p>{t('Unsubscribe.Modal.Text')}</p>
      </Modal>
    </Container>
  );
});
