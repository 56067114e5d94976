import { jest } from '@jest/globals';
import { configureMobx } from '#presentation/shared/state/configureMobx';
import { err, ok } from '#domain/shared/Result';
import { invalid } from '#domain/shared/DomainError';
import { ContentFormViewModel } from './ContentFormViewModel';
import type { SubmitContentFormHandler } from '#application/content/commands/SubmitContentForm';

configureMobx();

type Execute = SubmitContentFormHandler['execute'];

const form = {
  pageId: 'contact',
  formId: 'contact',
  culture: 'en',
  portalId: 'hf-fr',
  fields: [
    { name: 'name', label: 'Name', type: 'text' as const, required: true },
    { name: 'email', label: 'E-mail', type: 'email' as const, required: true },
    { name: 'message', label: 'Message', type: 'textarea' as const, required: false },
  ],
};

describe('ContentFormViewModel', () => {
  it('does not send a form whose required fields are empty, and names them', async () => {
    const execute = jest.fn<Execute>();
    const vm = new ContentFormViewModel({ execute }, form);
    await vm.submit();
    expect(execute).not.toHaveBeenCalled();
    expect(vm.errorOf(form.fields[0]!)).toBe('Content.Form.Required');
    vm.setValue('email', 'nope');
    expect(vm.errorOf(form.fields[1]!)).toBe('Content.Form.InvalidEmail');
  });

  it('sends the values to the content area and shows the outcome', async () => {
    const execute = jest.fn<Execute>().mockResolvedValue(ok({ received: true as const }));
    const vm = new ContentFormViewModel({ execute }, form);
    vm.setValue('name', 'Ana');
    vm.setValue('email', 'ana@example.org');
    await vm.submit();
    expect(execute).toHaveBeenCalledWith(
      expect.objectContaining({ pageId: 'contact', fields: { name: 'Ana', email: 'ana@example.org' } }),
    );
    expect(vm.status).toBe('sent');
  });

  it("fails with the service's refusal", async () => {
    const execute = jest.fn<Execute>().mockResolvedValue(err(invalid('CONTENTS_FORM_ERROR', 'Contents form error')));
    const vm = new ContentFormViewModel({ execute }, form);
    vm.setValue('name', 'Ana');
    vm.setValue('email', 'ana@example.org');
    await vm.submit();
    expect(vm.status).toBe('failed');
  });
});
