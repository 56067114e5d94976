import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { ContentModule, FormField } from '#domain/content/ContentPage';
import { CONTENTS_FORM_ERROR } from '#domain/content/contentRules';
import { useViewModel } from '#presentation/shared/di/ContainerContext';
import { TextField } from '#presentation/shared/forms/TextField';
import { useT } from '#presentation/shared/i18n';
import { Button, Icon } from '#presentation/shared/ui';
import { ContentFormViewModel } from '../viewModelTokens';
import type { ContentFormViewModel as ContentFormViewModelClass } from './ContentFormViewModel';
import styles from '../modules/Modules.module.css';

type FormModule = Extract<ContentModule, { kind: 'form' }>;

/** A form module: labelled fields, errors announced, sent to the content area (POST /submitform). */
export const ContentForm = observer(function ContentForm({
  module,
  pageId,
  culture,
}: {
  module: FormModule;
  pageId: string;
  culture: string;
}) {
  const t = useT();
  const titleId = useId();
  const { requestContext } = usePageContext();
  const vm = useViewModel(ContentFormViewModel, {
    pageId,
    formId: module.formId,
    culture,
    portalId: requestContext.portal.id,
    fields: module.fields,
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void vm.submit();
  };
  if (vm.status === 'sent')
    return (
      <section className={styles.formCard} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {module.title}
        </h2>
        <p className={styles.formSent} role="status" data-testid="content-form-sent">
          <Icon name="check" /> {t('Content.Form.Sent')}
        </p>
      </section>
    );
  return (
    <section className={styles.formCard} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {module.title}
      </h2>
      {module.text && <p className={styles.formIntro}>{module.text}</p>}
      <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="content-form">
        {module.fields.map((field) => (
          <Field key={field.name} field={field} vm={vm} />
        ))}
        {vm.status === 'failed' && (
          <p className={styles.formError} role="alert">
            {t('Content.Form.Error', { reason: CONTENTS_FORM_ERROR })}
          </p>
        )}
        <Button type="submit" disabled={vm.status === 'sending'}>
          {module.submitLabel}
        </Button>
      </form>
    </section>
  );
});

const Field = observer(function Field({ field, vm }: { field: FormField; vm: ContentFormViewModelClass }) {
  const t = useT();
  const id = useId();
  const errorKey = vm.errorOf(field);
  const error = errorKey ? t(errorKey) : undefined;
  const label = field.required ? field.label : `${field.label} ${t('Content.Form.Optional')}`;
  if (field.type === 'textarea' || field.type === 'select') {
    const common = {
      id,
      name: field.name,
      required: field.required,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
      value: vm.values[field.name] ?? '',
      className: styles.input,
    };
    return (
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {field.type === 'textarea' ? (
          <textarea {...common} rows={6} onChange={(e) => vm.setValue(field.name, e.target.value)} />
        ) : (
          <select {...common} onChange={(e) => vm.setValue(field.name, e.target.value)}>
            <option value="">{t('Content.Form.Choose')}</option>
            {field.options?.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        )}
        {error && (
          <p id={`${id}-error`} className={styles.fieldError} role="alert">
            {error}
          </p>
        )}
      </div>
    );
  }
  return (
    <TextField
      label={label}
      name={field.name}
      type={field.type}
      required={field.required}
      autoComplete={
        field.type === 'email' ? 'email' : field.type === 'tel' ? 'tel' : field.name === 'name' ? 'name' : undefined
      }
      value={vm.values[field.name] ?? ''}
      error={error}
      onChange={(e) => vm.setValue(field.name, e.target.value)}
    />
  );
});
