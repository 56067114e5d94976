import { flow, makeAutoObservable } from 'mobx';
import type { SubmitContentFormHandler } from '#application/content/commands/SubmitContentForm';
import type { FormField } from '#domain/content/ContentPage';
import { type FormFieldProblem, formFieldProblem } from '#domain/content/contentForms';

/** The message key shown for a field's problem (a choice not offered cannot be made here: it reads as not made). */
const PROBLEM_KEYS: Record<FormFieldProblem, string> = {
  required: 'Content.Form.Required',
  email: 'Content.Form.InvalidEmail',
  option: 'Content.Form.Required',
};

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

  /** The message key of a field's problem (domain/content/contentForms), once the visitor has tried to send. */
  errorOf(field: FormField): string | undefined {
    if (!this.touched) return undefined;
    const problem = formFieldProblem(field, this.values[field.name]);
    return problem && PROBLEM_KEYS[problem];
  }

  get valid(): boolean {
    return this.form.fields.every((field) => formFieldProblem(field, this.values[field.name]) === undefined);
  }

  submit = flow(function* (this: ContentFormViewModel) {
    this.touched = true;
    if (!this.valid || this.status === 'sending') return;
    this.status = 'sending';
    const result = (yield this.submitForm.execute({
      pageId: this.form.pageId,
      formId: this.form.formId,
      culture: this.form.culture,
      portalId: this.form.portalId,
      fields: { ...this.values },
    })) as Awaited<ReturnType<SubmitContentFormHandler['execute']>>;
    this.status = result.ok ? 'sent' : 'failed';
  });
}
