import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useData } from 'vike-react/useData';
import { ConfirmAlertAddress } from '#application/alerts/tokens';
import { useLazyInjection } from '#presentation/shared/di/ContainerContext';
import { useErrorText, useT } from '#presentation/shared/i18n';
import { Button, Container, Icon } from '#presentation/shared/ui';
import styles from './AlertConfirmationPage.module.css';
import { AlertConfirmationViewModel } from './AlertConfirmationViewModel';
import type { AlertConfirmationPageData } from './loadAlertConfirmationPage';

/** The page of the link in the alert address's confirmation e-mail: a button confirms (a POST), the GET alone never does. */
export const AlertConfirmationPage = observer(function AlertConfirmationPage() {
  const t = useT();
  const errorText = useErrorText();
  const data = useData<AlertConfirmationPageData>();
  const confirmations = useLazyInjection(ConfirmAlertAddress);
  const [model] = useState(() => new AlertConfirmationViewModel(data.token, confirmations));
  if (model.token === null || model.state === 'failed')
    return (
      <Container narrow>
        <section className={styles.page} data-testid="alert-confirmation" data-state="failed">
          <Icon name="bell" size={40} />
          <h1>{t('Alerts.Confirm.Title')}</h1>
          <p role="alert">{model.error ? errorText(model.error) : t('Alerts.Confirm.Invalid')}</p>
          <Button href="/my-home">{t('Unsubscribe.Manage')}</Button>
        </section>
      </Container>
    );
  return (
    <Container narrow>
      <section className={styles.page} data-testid="alert-confirmation" data-state={model.state}>
        <Icon name="bell" size={40} />
        <h1>{t(model.state === 'confirmed' ? 'Alerts.Confirm.Done.Title' : 'Alerts.Confirm.Title')}</h1>
        <p aria-live="polite">{t(model.state === 'confirmed' ? 'Alerts.Confirm.Done.Text' : 'Alerts.Confirm.Text')}</p>
        {model.state === 'confirmed' ? (
          <Button href="/my-home">{t('Unsubscribe.Manage')}</Button>
        ) : (
          <Button
            onClick={() => void model.confirm()}
            disabled={model.state === 'confirming'}
            data-testid="alert-confirm"
          >
            {t('Alerts.Confirm.Button')}
          </Button>
        )}
      </section>
    </Container>
  );
});
