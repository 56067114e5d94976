import { useFormik } from 'formik';
import { useState } from 'react';
import { UpdateOwnProfile } from '#application/identity/tokens';
import { isProfileComplete, type ProfileDetails } from '#domain/identity/Profile';
import { validateProfileDetails } from '#domain/identity/ProfileDetailsRules';
import type { DomainError } from '#domain/shared/DomainError';
import { useErrorText, useT } from '#presentation/shared/i18n';
import { useLazyInjection } from '#presentation/shared/di/ContainerContext';
import { Button } from '#presentation/shared/ui';
import { fieldErrors } from '#presentation/shared/forms/fieldErrors';
import { TextField } from '#presentation/shared/forms/TextField';
import { useHydrated } from 'vike-react/useHydrated';
import styles from './SettingsLayout.module.css';

type Status = { kind: 'idle' } | { kind: 'saved' } | { kind: 'failed'; error: DomainError };

/**
 * /settings/profile: full name, e-mail and mobile phone with the documents' validators and
 * messages (document 000 §5); a profile is complete only with all three. Saved with
 * PATCH /svc/accounts/profiles/{id} (details).
 */
export function ProfileForm({
  profileId,
  initial,
  country,
}: {
  profileId: number;
  initial: ProfileDetails;
  country: string | null;
}) {
  const t = useT();
  const errorText = useErrorText();
  const hydrated = useHydrated();
  const updateOwnProfile = useLazyInjection(UpdateOwnProfile);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [complete, setComplete] = useState(isProfileComplete(initial));
  const form = useFormik({
    initialValues: { fullName: initial.fullName ?? '', email: initial.email ?? '', phone: initial.phone ?? '' },
    validate: (values) => fieldErrors<typeof values>(validateProfileDetails(values, country), errorText),
    onSubmit: async (values) => {
      setStatus({ kind: 'idle' });
      const result = await updateOwnProfile.execute({ profileId, details: values });
      if (result.ok) {
        setStatus({ kind: 'saved' });
        setComplete(isProfileComplete(values));
        return;
      }
      const error = result.error;
      if (error.field) form.setFieldError(error.field, errorText(error));
      setStatus({ kind: 'failed', error });
    },
  });
  const field = (name: 'fullName' | 'email' | 'phone') => ({
    name,
    value: form.values[name],
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    error: form.touched[name] ? form.errors[name] : undefined,
  });
  return (
    <section className={styles.card} aria-labelledby="profile-title">
      <h2 id="profile-title" className={styles.cardTitle}>
        {t('Identity.Settings.Profile.Title')}
      </h2>
      <p className={`${styles.status} ${complete ? styles.ok : styles.warn}`}>
        {complete ? t('Identity.Settings.Profile.Complete') : t('Identity.Settings.Profile.Incomplete')}
      </p>
      <form className={styles.form} method="post" onSubmit={form.handleSubmit} noValidate data-testid="profile-form">
        <TextField label={t('Identity.Settings.Profile.FullName')} autoComplete="name" {...field('fullName')} />
        <TextField label={t('Identity.Settings.Profile.Email')} type="email" autoComplete="email" {...field('email')} />
        <TextField label={t('Identity.Settings.Profile.Phone')} type="tel" autoComplete="tel" {...field('phone')} />
        {status.kind === 'saved' && (
          <p className={`${styles.status} ${styles.ok}`} role="status">
            {t('Identity.Settings.Profile.Saved')}
          </p>
        )}
        {status.kind === 'failed' && !status.error.field && (
          <p className={`${styles.status} ${styles.fail}`} role="alert">
            {errorText(status.error)}
          </p>
        )}
        <div>
          <Button type="submit" disabled={!hydrated || form.isSubmitting}>
            {t('Identity.Settings.Profile.Save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
