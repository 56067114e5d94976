import type { FormField } from './ContentPage';
import { FORM_ANSWER_MAX_LENGTH, formAnswers, formFieldProblem, formOf } from './contentForms';
import { CONTENTS_FORM_ERROR } from './contentRules';

const FIELDS: FormField[] = [
  { name: 'name', label: 'Name', type: 'text', required: true },
  { name: 'email', label: 'E-mail', type: 'email', required: false },
  { name: 'topic', label: 'Topic', type: 'select', required: false, options: ['sale', 'rent'] },
];
const FORM = { kind: 'form' as const, formId: 'contact', title: 'Contact', fields: FIELDS, submitLabel: 'Send' };

describe('content forms (document 000 §2 "Form modules submit to the content area", 001 §8)', () => {
  it('finds the form module of that id on the page, else refuses on formId', () => {
    expect(formOf({ modules: [FORM] }, 'contact')).toEqual({ ok: true, value: FORM });
    const missing = formOf({ modules: [{ kind: 'breadcrumb' } as never, FORM] }, 'newsletter');
    expect(!missing.ok && missing.error).toMatchObject({
      kind: 'INVALID',
      message: CONTENTS_FORM_ERROR,
      field: 'formId',
    });
  });

  it('refuses a blank required field, an address that is not one and a choice not offered, naming the field', () => {
    expect(formFieldProblem(FIELDS[0]!, '   ')).toBe('required');
    expect(formFieldProblem(FIELDS[0]!, undefined)).toBe('required');
    expect(formFieldProblem(FIELDS[1]!, 'jonas at example')).toBe('email');
    expect(formFieldProblem(FIELDS[2]!, 'lease')).toBe('option');
    for (const [answers, field] of [
      [{ name: '' }, 'name'],
      [{ name: 'Jonas', email: 'jonas@example' }, 'email'],
      [{ name: 'Jonas', topic: 'lease' }, 'topic'],
    ] as const) {
      const result = formAnswers(FORM, answers);
      expect(!result.ok && result.error).toMatchObject({ kind: 'INVALID', message: CONTENTS_FORM_ERROR, field });
    }
  });

  it('takes blank optional fields, a valid address and an offered choice', () => {
    expect(formFieldProblem(FIELDS[1]!, '')).toBeUndefined();
    expect(formFieldProblem(FIELDS[1]!, 'jonas@example.ch')).toBeUndefined();
    expect(formFieldProblem(FIELDS[2]!, 'rent')).toBeUndefined();
  });

  it('keeps the answers trimmed, drops blank ones and answers to no field, cuts long ones', () => {
    const result = formAnswers(FORM, {
      name: '  Jonas ',
      email: ' ',
      topic: 'rent',
      extra: 'not a field of the form',
      constructor: 'x',
    });
    expect(result).toEqual({ ok: true, value: { name: 'Jonas', topic: 'rent' } });
    const long = formAnswers(FORM, { name: 'a'.repeat(FORM_ANSWER_MAX_LENGTH + 10) });
    expect(long.ok && long.value.name).toHaveLength(FORM_ANSWER_MAX_LENGTH);
  });

  it('does not take an answer from the prototype for a field named like an Object method', () => {
    const form = { fields: [{ name: 'constructor', label: 'C', type: 'text' as const, required: true }] };
    const result = formAnswers(form, {});
    expect(!result.ok && result.error).toMatchObject({ field: 'constructor' });
  });
});
