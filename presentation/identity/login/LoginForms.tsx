import { useFormik } from 'formik';
import { observer } from 'mobx-react-lite';
import { firstFailure, validateEmail, validateRequired } from '#domain/identity/FieldValidators';
import { validateNewPassword } from '#domain/identity/PasswordRules';
import { useErrorText, useT } from '#presentation/shared/i18n';
import { Button } from '#presentation/shared/ui';
import { Checkbox } from '#presentation/shared/forms/Checkbox';
import { fieldErrors } from '#presentation/shared/forms/fieldErrors';
import { TextField } from '#presentation/shared/forms/TextField';
import { useHydrated } from 'vike-react/useHydrated';
import type { LoginViewModel } from './LoginViewModel';
import styles from './LoginPage.module.css';

/** The server's error for the whole form (wrong credentials, too many attempts, expired page). */
const FormError = observer(function FormError({ model }: { model: LoginViewModel }) {
  const errorText = useErrorText();
  return model.error ? (
    <p className={styles.formError} role="alert">
      {errorText(model.error)}
    </p>
  ) : null;
});

export const PasswordLoginForm = observer(function PasswordLoginForm({ model }: { model: LoginViewModel }) {
  const t = useT();
  const errorText = useErrorText();
  const hydrated = useHydrated();
  const form = useFormik({
    initialValues: { email: model.email, password: '' },
    validate: (values) =>
      fieldErrors<typeof values>(
        {
          email: firstFailure(
            () => validateRequired(values.email),
            () => validateEmail(values.email),
          ),
          password: validateRequired(values.password),
        },
        errorText,
      ),
    onSubmit: (values) => model.logIn(values),
  });
  return (
    <form className={styles.form} method="post" onSubmit={form.handleSubmit} noValidate data-testid="login-form">
      <TextField
        label={t('Identity.Login.Email')}
        name="email"
        type="email"
        autoComplete="username"
        value={form.values.email}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={form.touched.email ? form.errors.email : undefined}
      />
      <TextField
        label={t('Identity.Login.Password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={form.values.password}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={form.touched.password ? form.errors.password : undefined}
      />
      <FormError model={model} />
      <Button type="submit" block size="large" disabled={!hydrated || model.submitting}>
        {t('Identity.Login.Submit')}
      </Button>
      <button type="button" className={styles.link} onClick={() => model.show('emailCode')}>
        {t('Identity.Login.UseEmailCode')}
      </button>
    </form>
  );
});

export const EmailCodeRequestForm = observer(function EmailCodeRequestForm({ model }: { model: LoginViewModel }) {
  const t = useT();
  const errorText = useErrorText();
  const hydrated = useHydrated();
  const form = useFormik({
    initialValues: { email: model.email },
    validate: (values) =>
      fieldErrors<typeof values>(
        {
          email: firstFailure(
            () => validateRequired(values.email),
            () => validateEmail(values.email),
          ),
        },
        errorText,
      ),
    onSubmit: (values) => model.sendCode(values),
  });
  return (
    <form className={styles.form} method="post" onSubmit={form.handleSubmit} noValidate data-testid="email-code-form">
      <TextField
        label={t('Identity.Login.Email')}
        name="email"
        type="email"
        autoComplete="email"
        value={form.values.email}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={form.touched.email ? form.errors.email : undefined}
      />
      <FormError model={model} />
      <Button type="submit" block size="large" disabled={!hydrated || model.submitting}>
        {t('Identity.EmailCode.Send')}
      </Button>
      <button type="button" className={styles.link} onClick={() => model.show('login')}>
        {t('Identity.Login.UsePassword')}
      </button>
    </form>
  );
});

/** The 6-digit code form, for an e-mail code login and for confirming a registration. */
export const CodeForm = observer(function CodeForm({
  model,
  purpose,
}: {
  model: LoginViewModel;
  purpose: 'login' | 'confirm';
}) {
  const t = useT();
  const errorText = useErrorText();
  const hydrated = useHydrated();
  const form = useFormik({
    initialValues: { code: '' },
    validate: (values) => fieldErrors<typeof values>({ code: validateRequired(values.code) }, errorText),
    onSubmit: (values) => (purpose === 'login' ? model.logInWithCode(values) : model.confirm(values)),
  });
  return (
    <form className={styles.form} method="post" onSubmit={form.handleSubmit} noValidate data-testid="code-form">
      <p className={styles.notice}>
        {purpose === 'login'
          ? t('Identity.EmailCode.Sent', { email: model.email })
          : t('Identity.Register.ConfirmText', { email: model.email })}
      </p>
      <TextField
        label={t('Identity.EmailCode.Code')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        className={styles.code}
        value={form.values.code}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={form.touched.code ? form.errors.code : undefined}
      />
      <FormError model={model} />
      <Button type="submit" block size="large" disabled={!hydrated || model.submitting}>
        {purpose === 'login' ? t('Identity.EmailCode.Submit') : t('Identity.Register.ConfirmSubmit')}
      </Button>
      <button
        type="button"
        className={styles.link}
        onClick={() => model.show(purpose === 'login' ? 'emailCode' : 'register')}
      >
        {t('Identity.EmailCode.Resend')}
      </button>
    </form>
  );
});

export const RegisterForm = observer(function RegisterForm({ model }: { model: LoginViewModel }) {
  const t = useT();
  const errorText = useErrorText();
  const hydrated = useHydrated();
  const form = useFormik({
    initialValues: { fullName: '', email: model.email, password: '', acceptTerms: false },
    validate: (values) =>
      fieldErrors<typeof values>(
        {
          fullName: validateRequired(values.fullName),
          email: firstFailure(
            () => validateRequired(values.email),
            () => validateEmail(values.email),
          ),
          password: validateNewPassword(values.password),
          acceptTerms: validateRequired(values.acceptTerms),
        },
        errorText,
      ),
    onSubmit: (values) => model.register(values),
  });
  return (
    <form className={styles.form} method="post" onSubmit={form.handleSubmit} noValidate data-testid="register-form">
      <TextField
        label={t('Identity.Register.FullName')}
        name="fullName"
        autoComplete="name"
        value={form.values.fullName}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={form.touched.fullName ? form.errors.fullName : undefined}
      />
      <TextField
        label={t('Identity.Login.Email')}
        name="email"
        type="email"
        autoComplete="email"
        value={form.values.email}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={form.touched.email ? form.errors.email : undefined}
      />
      <TextField
        label={t('Identity.Login.Password')}
        name="password"
        type="password"
        autoComplete="new-password"
        hint={t('Identity.Register.PasswordHint')}
        value={form.values.password}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={form.touched.password ? form.errors.password : undefined}
      />
      <Checkbox
        label={t('Identity.Register.AcceptTerms')}
        name="acceptTerms"
        checked={form.values.acceptTerms}
        onChange={form.handleChange}
        error={form.touched.acceptTerms ? form.errors.acceptTerms : undefined}
      />
      <FormError model={model} />
      <Button type="submit" block size="large" disabled={!hydrated || model.submitting}>
        {t('Identity.Register.Submit')}
      </Button>
    </form>
  );
});
