import { useFormik } from 'formik';
import { useState } from 'react';
import { ChangeOwnPassword } from '#application/identity/tokens';
import type { LoginMethod } from '#domain/identity/LoginMethod';
import { validateNewPassword } from '#domain/identity/PasswordRules';
import { useErrorText, useIntl, useT } from '#presentation/shared/i18n';
import { useLazyInjection } from '#presentation/shared/di/ContainerContext';
import { Button } from '#presentation/shared/ui';
import { TextField } from '#presentation/shared/forms/TextField';
import { useHydrated } from 'vike-react/useHydrated';
import styles from './SettingsLayout.module.css';

/** Login methods (GET /users/{id}/loginMethods) and the password change (Settings › Security). */
export function SecuritySettings({ userId, loginMethods }: { userId: number; loginMethods: LoginMethod[] }) {
  const t = useT();
  const intl = useIntl();
  const errorText = useErrorText();
  const hydrated = useHydrated();
  const changeOwnPassword = useLazyInjection(ChangeOwnPassword);
  const hasPassword = loginMethods.some((method) => method.type === 'Password');
  const [done, setDone] = useState(false);
  const form = useFormik({
    initialValues: { currentPassword: '', newPassword: '' },
    validate: (values) => {
      const failure = validateNewPassword(values.newPassword, 'newPassword');
      return failure ? { newPassword: errorText(failure) } : {};
    },
    onSubmit: async (values, helpers) => {
      setDone(false);
      const result = await changeOwnPassword.execute(
        hasPassword ? { userId, ...values } : { userId, newPassword: values.newPassword },
      );
      if (result.ok) {
        setDone(true);
        helpers.resetForm();
        return;
      }
      const error = result.error;
      helpers.setFieldError(error.field ?? 'newPassword', errorText(error));
    },
  });
  return (
    <>
      <section id="login-methods" className={styles.card}>
        <h2 className={styles.cardTitle}>{t('Identity.Settings.LoginMethods.Title')}</h2>
        {loginMethods.length === 0 ? (
          <p className={styles.muted}>{t('Identity.Settings.LoginMethods.None')}</p>
        ) : (
          <ul className={styles.methods}>
            {loginMethods.map((method) => (
              <li key={`${method.type}-${method.network ?? ''}`} className={styles.method}>
                <strong>
                  {method.type === 'Social' ? method.network : t(`Identity.Settings.LoginMethods.${method.type}`)}
                </strong>
                <span className={styles.muted}>
                  {t('Identity.Settings.LoginMethods.Since', {
                    date: intl.formatDate(method.createdAt, { dateStyle: 'medium' }),
                  })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section id="security" className={styles.card}>
        <h2 className={styles.cardTitle}>{t('Identity.Settings.Security.Title')}</h2>
        <form className={styles.form} method="post" onSubmit={form.handleSubmit} noValidate data-testid="password-form">
          {hasPassword && (
            <TextField
              label={t('Identity.Settings.Security.CurrentPassword')}
              type="password"
              name="currentPassword"
              autoComplete="current-password"
              value={form.values.currentPassword}
              onChange={form.handleChange}
              error={form.errors.currentPassword}
            />
          )}
          <TextField
            label={t('Identity.Settings.Security.NewPassword')}
            type="password"
            name="newPassword"
            autoComplete="new-password"
            hint={t('Identity.Register.PasswordHint')}
            value={form.values.newPassword}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
            error={form.touched.newPassword ? form.errors.newPassword : undefined}
          />
          {done && (
            <p className={`${styles.status} ${styles.ok}`} role="status">
              {t('Identity.Settings.Security.Changed')}
            </p>
          )}
          <div>
            <Button type="submit" disabled={!hydrated || form.isSubmitting}>
              {hasPassword ? t('Identity.Settings.Security.Submit') : t('Identity.Settings.Security.SetSubmit')}
            </Button>
          </div>
        </form>
      </section>
    </>
  );
}
