import { invalid, type DomainError } from '../shared/DomainError';
import { err, ok, type Result } from '../shared/Result';
import type { ContentModule, ContentPage, FormField } from './ContentPage';
import { CONTENTS_FORM_ERROR } from './contentRules';

/** A form module of a content page (document 000 §2 "Module kinds: … form"). */
export type ContentForm = Extract<ContentModule, { kind: 'form' }>;

/** The longest answer kept for one field: longer ones are cut, not refused. */
export const FORM_ANSWER_MAX_LENGTH = 5000;

/** A plausible address: something, an @, a domain with a dot; no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const formError = (field: string): DomainError => invalid('CONTENTS_FORM_ERROR', CONTENTS_FORM_ERROR, field);

/** 'Contents form error' on formId (document 001 §8): no such page in the culture, or no such form on it. */
export const noSuchForm = (): DomainError => formError('formId');

/** The page's form module of that id. */
export function formOf(page: Pick<ContentPage, 'modules'>, formId: string): Result<ContentForm, DomainError> {
  const form = page.modules.find((module): module is ContentForm => module.kind === 'form' && module.formId === formId);
  return form ? ok(form) : err(noSuchForm());
}

/** What is wrong with one answer: a required field left blank, an address that is not one, a choice not offered. */
export type FormFieldProblem = 'required' | 'email' | 'option';

/** The problem of one answer (trimmed) to its field, or undefined when the field takes it. */
export function formFieldProblem(field: FormField, answer: string | undefined): FormFieldProblem | undefined {
  const value = answer?.trim() ?? '';
  if (value === '') return field.required ? 'required' : undefined;
  if (field.type === 'email' && !EMAIL.test(value)) return 'email';
  if (field.options && !field.options.includes(value)) return 'option';
  return undefined;
}

/**
 * "Form modules submit to the content area" (document 000 §2): the answers the form's fields take,
 * trimmed, blank ones left out, each cut at FORM_ANSWER_MAX_LENGTH; answers to no field of the form
 * are dropped. The first field refused answers 'Contents form error' naming it (document 001 §8).
 */
export function formAnswers(
  form: Pick<ContentForm, 'fields'>,
  answers: Readonly<Record<string, string | undefined>>,
): Result<Record<string, string>, DomainError> {
  const kept: Record<string, string> = {};
  for (const field of form.fields) {
    // Own answers only: a field named like an Object method must not read the prototype's.
    const value = (Object.hasOwn(answers, field.name) ? answers[field.name] : undefined)?.trim() ?? '';
    if (formFieldProblem(field, value)) return err(formError(field.name));
    if (value !== '') kept[field.name] = value.slice(0, FORM_ANSWER_MAX_LENGTH);
  }
  return ok(kept);
}
