import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useData } from 'vike-react/useData';
import { useViewModel } from '#presentation/shared/di/ContainerContext';
import { useErrorText, useT } from '#presentation/shared/i18n';
import { Button, Container, cx, Icon, type IconName } from '#presentation/shared/ui';
import styles from './AlertConfirmationPage.module.css';
import { AlertConfirmationViewModel } from '../viewModelTokens';
import type { AlertConfirmationPageData } from './loadAlertConfirmationPage';

/** The page of the link in the alert address's confirmation e-mail: a button confirms (a POST), the GET alone never does. */
export const AlertConfirmationPage = observer(function AlertConfirmationPage() {
  const t = useT();
  const errorText = useErrorText();
  const data = useData<AlertConfirmationPageData>();
  const model = useViewModel(AlertConfirmationViewModel, { token: data.token });
  if (model.token === null || model.state === 'failed')
    return (
      <Card state="failed" icon="warning" title={t('Alerts.Confirm.Title')}>
        <p role="alert">{model.error ? errorText(model.error) : t('Alerts.Confirm.Invalid')}</p>
        <Button href="/my-home" className={styles.action}>
          {t('Unsubscribe.Manage')}
        </Button>
      </Card>
    );
  const confirmed = model.state === 'confirmed';
  return (
    <Card
      state={model.state}
      icon={confirmed ? 'check' : 'bell'}
      title={t(confirmed ? 'Alerts.Confirm.Done.Title' : 'Alerts.Confirm.Title')}
    >
      <p aria-live="polite">{t(confirmed ? 'Alerts.Confirm.Done.Text' : 'Alerts.Confirm.Text')}</p>
      {confirmed ? (
        <Button href="/my-home" className={styles.action}>
          {t('Unsubscribe.Manage')}
        </Button>
      ) : (
        <Button
          onClick={() => void model.confirm()}
          disabled={model.state === 'confirming'}
          className={styles.action}
          data-testid="alert-confirm"
        >
          {t('Alerts.Confirm.Button')}
        </Button>
      )}
    </Card>
  );
});

function Card(props: { state: string; icon: IconName; title: string; children: ReactNode }) {
  return (
    <Container narrow className={styles.page}>
      <section
        className={cx(
          styles.card,
          props.state === 'confirmed' && styles.confirmed,
          props.state === 'failed' && styles.failed,
        )}
        data-testid="alert-confirmation"
        data-state={props.state}
      >
        <span className={styles.badge}>
          <Icon name={props.icon} size={36} />
        </span>
        <h1>{props.title}</h1>
        {props.children}
      </section>
    </Container>
  );
}
