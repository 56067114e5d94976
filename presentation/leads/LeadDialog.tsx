import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useT } from '#presentation/shared/i18n';
import { Button, Modal } from '#presentation/shared/ui';
import { LeadForm, type LeadFormProps } from './LeadForm';
import styles from './LeadForm.module.css';

const TITLES: Record<string, string> = {
  lead: 'Leads.Form.ContactTitle',
  tour: 'Leads.Form.TourTitle',
  listingAddress: 'Leads.Form.AddressTitle',
  user: 'Leads.Form.UserTitle',
  project: 'Leads.Form.ContactTitle',
  unit: 'Leads.Form.ContactTitle',
  projectbrochure: 'Leads.Form.BrochureTitle',
};

/**
 * The lead-request modal and its success modal (document 000 §2 "lead-request modal and success
 * modal"): the form until the lead is sent, then 'LeadRequestForm.Confirmation.TitleRequestSent'
 * with who answers and where the confirmation went.
 */
export const LeadDialog = observer(function LeadDialog(props: LeadFormProps) {
  const { model, target } = props;
  const t = useT();
  const intl = useIntl();
  const sent = model.sent;
  const name = target.recipientName ?? t('Leads.Form.RecipientFallback');
  const title = sent
    ? t('LeadRequestForm.Confirmation.TitleRequestSent')
    : t(TITLES[model.kind ?? 'lead'] ?? 'Leads.Form.ContactTitle', { name });
  return (
    <Modal
      open={model.isOpen}
      onClose={() => model.close()}
      title={title}
      footer={
        sent ? (
          <Button variant="primary" onClick={() => model.close()} data-testid="lead-success-close">
            {t('Leads.Form.Ok')}
          </Button>
        ) : undefined
      }
    >
      {sent ? (
        <div className={styles.success} data-testid="lead-success" role="status">
          <span className={styles.successIcon} aria-hidden="true">
            ✓
          </span>
          <p>
            {sent.kind === 'tour'
              ? t('Leads.Form.SuccessTour', {
                  name,
                  email: sent.values.email,
                  date: intl.formatDate(new Date(`${sent.values.tourDate}T12:00:00Z`), {
                    dateStyle: 'full',
                    timeZone: 'UTC',
                  }),
                  time: sent.values.tourTime,
                })
              : t('Leads.Form.SuccessText', { name, email: sent.values.email })}
          </p>
        </div>
      ) : (
        model.isOpen && <LeadForm key={`${model.idempotencyKey}-${model.profileContact ? 'p' : ''}`} {...props} />
      )}
    </Modal>
  );
});
