import { useState } from 'react';
import { useData } from 'vike-react/useData';
import { useT } from '#presentation/shared/i18n';
import { Button, Container, Icon, Modal } from '#presentation/shared/ui';
import type { UnsubscribePageData } from './loadUnsubscribePage';
import styles from './UnsubscribedPage.module.css';

/** After an unsubscribe: the post-unsubscribe modal over a short confirmation (document 001 §1 "Modals"). */
export function UnsubscribedPage() {
  const t = useT();
  const data = useData<UnsubscribePageData>();
  const [open, setOpen] = useState(true);
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
}
