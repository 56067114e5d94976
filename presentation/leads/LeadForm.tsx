import { useFormik } from 'formik';
import { observer } from 'mobx-react-lite';
import { leadFieldErrors } from '#domain/leads/LeadValidation';
import { validateRequired } from '#domain/identity/FieldValidators';
import { Checkbox } from '#presentation/shared/forms/Checkbox';
import { fieldErrors } from '#presentation/shared/forms/fieldErrors';
import { TextField } from '#presentation/shared/forms/TextField';
import { useErrorText, useT } from '#presentation/shared/i18n';
import { Button } from '#presentation/shared/ui';
import type { LeadFormValues, LeadFormViewModel, LeadPageContext, LeadVisitor } from './LeadFormViewModel';
import type { LeadTarget } from './LeadTarget';
import { LeadFormCaptcha } from './LeadFormCaptcha';
import { TourPicker } from './TourPicker';
import styles from './LeadForm.module.css';

const DEFAULT_MESSAGE: Record<string, string> = {
  lead: 'Leads.Form.DefaultMessage',
  user: 'Leads.Form.DefaultAgentMessage',
  project: 'Leads.Form.DefaultMessage',
  unit: 'Leads.Form.DefaultMessage',
  tour: 'Leads.Form.DefaultTourMessage',
  listingAddress: 'Leads.Form.DefaultAddressMessage',
  projectbrochure: 'Leads.Form.DefaultBrochureMessage',
};

const SEND_LABEL: Record<string, string> = {
  tour: 'Leads.Form.SendTour',
  listingAddress: 'Leads.Form.SendAddress',
  projectbrochure: 'Leads.Form.SendBrochure',
};

export interface LeadFormProps {
  model: LeadFormViewModel;
  target: LeadTarget;
  page: LeadPageContext;
  visitor: LeadVisitor;
}

/**
 * The lead form (document 001 §3 lead form data): name, e-mail, phone and message, with the
 * visit's day and time for a tour. Formik validates with the domain's rules and messages
 * (domain/leads/LeadValidation); errors are announced (role=alert) and the first invalid field
 * gets the focus. A hidden honeypot field catches scripts; a person never sees it.
 */
export const LeadForm = observer(function LeadForm({ model, target, page, visitor }: LeadFormProps) {
  const t = useT();
  const errorText = useErrorText();
  const kind = model.kind ?? 'lead';
  const form = useFormik<LeadFormValues>({
    initialValues: model.initialValues(visitor, t(DEFAULT_MESSAGE[kind])),
    validateOnBlur: true,
    validateOnChange: false,
    validate: (values) =>
      fieldErrors<LeadFormValues>(
        {
          ...leadFieldErrors(values, page.country),
          ...(kind === 'tour'
            ? {
                tourDate: validateRequired(values.tourDate, 'tourDate'),
                tourTime: validateRequired(values.tourTime, 'tourTime'),
              }
            : {}),
        },
        errorText,
      ),
    onSubmit: (values) => model.submit(values, target, page, visitor),
  });
  const serverError = model.error;
  const errorOf = (field: keyof LeadFormValues) =>
    (form.touched[field] || form.submitCount > 0 ? form.errors[field] : undefined) ??
    (serverError?.field === field && serverError.code !== 'CAPTCHA_REQUIRED' ? errorText(serverError) : undefined);
  return (
    <form className={styles.form} onSubmit={form.handleSubmit} noValidate data-testid="lead-form" data-kind={kind}>
      {target.recipientName && (
        <p className={styles.recipient}>{t('Leads.Form.RecipientAgent', { name: target.recipientName })}</p>
      )}
      {kind === 'tour' && (
        <TourPicker
          timeZone={target.timeZone}
          date={form.values.tourDate}
          time={form.values.tourTime}
          onChange={(date, time) => void form.setValues({ ...form.values, tourDate: date, tourTime: time }, false)}
          dateError={errorOf('tourDate')}
          timeError={errorOf('tourTime')}
        />
      )}
      <TextField
        label={t('Leads.Form.FullName')}
        name="fullName"
        autoComplete="name"
        required
        value={form.values.fullName}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={errorOf('fullName')}
      />
      <div className={styles.pair}>
        <TextField
          label={t('Leads.Form.Email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={form.values.email}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={errorOf('email')}
        />
        <TextField
          label={t('Leads.Form.Phone')}
          name="phone"
          type="tel"
          autoComplete="tel"
          required
          value={form.values.phone}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={errorOf('phone')}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="lead-message" className={styles.legend}>
          {t('Leads.Form.Message')}
        </label>
        <textarea
          id="lead-message"
          name="message"
          rows={4}
          maxLength={3000}
          className={styles.textarea}
          value={form.values.message}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          aria-invalid={errorOf('message') ? true : undefined}
          aria-describedby={errorOf('message') ? 'lead-message-error' : undefined}
        />
        {errorOf('message') && (
          <p id="lead-message-error" className={styles.error} role="alert">
            {errorOf('message')}
          </p>
        )}
      </div>
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="lead-website">{t('Leads.Form.Honeypot')}</label>
        <input
          id="lead-website"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={form.values.website}
          onChange={form.handleChange}
        />
      </div>
      {model.offersRentalDepositInsurance(target) && (
        <Checkbox
          name="rentalDepositInsuranceOffer"
          label={t('Leads.Form.RentalDepositInsurance', { provider: target.rentalDepositInsurance!.provider })}
          checked={form.values.rentalDepositInsuranceOffer}
          onChange={form.handleChange}
          data-testid="lead-rental-deposit-insurance"
        />
      )}
      <LeadFormCaptcha guard={model.guard} />
      {serverError && !serverError.field && (
        <p className={styles.error} role="alert">
          {errorText(serverError)}
        </p>
      )}
      <Button type="submit" variant="primary" size="large" block disabled={model.submitting} data-testid="lead-submit">
        {model.submitting ? t('Leads.Form.Sending') : t(SEND_LABEL[kind] ?? 'Leads.Form.Send')}
      </Button>
      <p className={styles.privacy}>{t('Leads.Form.Privacy')}</p>
    </form>
  );
});
