import { flow, makeAutoObservable } from 'mobx';
import type { SubmitContentFormHandler } from '#application/content/commands/SubmitContentForm';
import type { FormField } from '#domain/content/ContentPage';

export type ContentFormStatus = 'editing' | 'sending' | 'sent' | 'failed';

/**
 * A form module (document 000 §2: "Form modules submit to the content area"): its values, the
 * required fields' errors, and the POST /submitform call. A refusal shows 'Contents form error'.
 */
export class ContentFormViewModel {
  values: Record<string, string> = {};
  touched = false;
  status: ContentFormStatus = 'editing';

  constructor(
    private readonly submitForm: Pick<SubmitContentFormHandler, 'execute'>,
    private readonly form: { pageId: string; formId: string; culture: string; portalId: string; fields: FormField[] },
  ) {
    makeAutoObservable<ContentFormViewModel, 'submitForm' | 'form'>(this, { submitForm: false, form: false });
  }

  setValue(name: string, value: string): void {
    this.values[name] = value;
    if (this.status === 'failed') this.status = 'editing';
  }

  /** The message key of a field's problem, once the visitor has tried to send. */
  errorOf(field: FormField): string | undefined {
    if (!this.touched) return undefined;
    const value = (this.values[field.name] ?? '').trim();
    if (field.required && value === '') return 'Content.Form.Required';
    if (field.type === 'email' && value !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value))
      return 'Content.Form.InvalidEmail';
    return undefined;
  }

  get valid(): boolean {
    return this.form.fields.every((field) => {
      const value = (this.values[field.name] ?? '').trim();
      if (field.required && value === '') return false;
      return !(field.type === 'email' && value !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value));
    });
  }

  submit = flow(function* (this: ContentFormViewModel) {
    this.touched = true;
    if (!this.valid || this.status === 'sending') return;
    this.status = 'sending';
    const result: Awaited<ReturnType<SubmitContentFormHandler['execute']>> = yield this.submitForm.execute({
      pageId: this.form.pageId,
      formId: this.form.formId,
      culture: this.form.culture,
      portalId: this.form.portalId,
      fields: { ...this.values },
    });
    this.status = result.ok ? 'sent' : 'failed';
  });
}
