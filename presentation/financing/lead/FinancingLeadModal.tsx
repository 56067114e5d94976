import { useFormik } from 'formik';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { leadFieldErrors } from '#domain/leads/LeadValidation';
import { LeadFormCaptcha } from '#presentation/leads';
import { fieldErrors } from '#presentation/shared/forms/fieldErrors';
import { TextField } from '#presentation/shared/forms/TextField';
import { T, useErrorText, useT } from '#presentation/shared/i18n';
import { Button, Modal } from '#presentation/shared/ui';
import type { FinancingLeadValues, FinancingLeadViewModel } from './FinancingLeadViewModel';
import styles from './FinancingLeadModal.module.css';

const EMPTY: FinancingLeadValues = { fullName: '', email: '', phone: '', message: '' };

/**
 * The lead modal of the financing forms: contact fields checked in the browser with the leads
 * rules (domain/leads/LeadValidation, the documents' message keys) before anything is sent; the
 * service's own answer lands on the field it names.
 */
export const FinancingLeadModal = observer(function FinancingLeadModal({
  lead,
  title,
  intro,
  testId,
}: {
  lead: FinancingLeadViewModel;
  title: string;
  intro: ReactNode;
  testId: string;
}) {
  const t = useT();
  const errorText = useErrorText();
  const form = useFormik<FinancingLeadValues>({
    initialValues: EMPTY,
    validateOnBlur: true,
    validateOnChange: false,
    validate: (values) => fieldErrors<FinancingLeadValues>(leadFieldErrors(values, lead.country), errorText),
    onSubmit: async (values, helpers) => {
      // Sent: the next opening is a new request and starts empty.
      if (await lead.submit(values)) helpers.resetForm();
    },
  });
  const fieldError = (field: keyof FinancingLeadValues) =>
    (form.touched[field] || form.submitCount > 0 ? form.errors[field] : undefined) ??
    (lead.error?.field?.endsWith(field) ? errorText(lead.error) : undefined);
  const field = (name: keyof FinancingLeadValues) => ({
    name,
    value: form.values[name],
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    error: fieldError(name),
  });
  return (
    <Modal open={lead.open} onClose={() => lead.close()} title={title}>
      <form className={styles.form} data-testid={testId} noValidate onSubmit={form.handleSubmit}>
        <p className={styles.intro}>{intro}</p>
        <TextField label={t('Financing.Lead.FullName')} autoComplete="name" required {...field('fullName')} />
        <TextField label={t('Financing.Lead.Email')} type="email" autoComplete="email" required {...field('email')} />
        <TextField label={t('Financing.Lead.Phone')} type="tel" autoComplete="tel" required {...field('phone')} />
        <LeadFormCaptcha guard={lead.guard} />
        {lead.error && !lead.error.field && (
          <p className={styles.error} role="alert">
            {errorText(lead.error)}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="button" variant="ghost" onClick={() => lead.close()}>
            <T id="General.Close" />
          </Button>
          <Button
            type="submit"
            variant="accent"
            disabled={lead.sending || form.isSubmitting}
            data-testid={`${testId}-send`}
          >
            <T id="Financing.Lead.Send" />
          </Button>
        </div>
      </form>
    </Modal>
  );
});
