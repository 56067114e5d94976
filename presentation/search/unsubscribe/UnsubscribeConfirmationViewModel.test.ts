import type { ConfirmUnsubscribeUseCase } from '#application/alerts/tokens';
import { notFound } from '#domain/shared/DomainError';
import { err, ok } from '#domain/shared/Result';
import { UnsubscribeConfirmationViewModel } from './UnsubscribeConfirmationViewModel';

function useCase(answer: Awaited<ReturnType<ConfirmUnsubscribeUseCase['execute']>>) {
  const calls: number[] = [];
  const unsubscriptions: ConfirmUnsubscribeUseCase = {
    execute: async ({ searchId }) => {
      calls.push(searchId);
      return answer;
    },
  };
  return { unsubscriptions, calls };
}

describe('UnsubscribeConfirmationViewModel (document 001 §4 "Unsubscribe")', () => {
  it("shows the signed link's unsubscribe as done and posts nothing", async () => {
    const { unsubscriptions, calls } = useCase(ok(undefined));
    const model = new UnsubscribeConfirmationViewModel(5, true, unsubscriptions);
    expect(model.state).toBe('unsubscribed');
    await model.confirm();
    expect(calls).toEqual([]);
  });

  it('asks the owner, then posts once on the press, even pressed twice', async () => {
    const { unsubscriptions, calls } = useCase(ok(undefined));
    const model = new UnsubscribeConfirmationViewModel(5, false, unsubscriptions);
    expect(model.state).toBe('asking');
    await Promise.all([model.confirm(), model.confirm()]);
    expect(calls).toEqual([5]);
    expect(model.state).toBe('unsubscribed');
  });

  it('keeps the refusal for the page to translate', async () => {
    const refusal = notFound('SEARCH_NOT_FOUND', 'No saved search with this id', 'searchId');
    const { unsubscriptions } = useCase(err(refusal));
    const model = new UnsubscribeConfirmationViewModel(5, false, unsubscriptions);
    await model.confirm();
    expect(model.state).toBe('failed');
    expect(model.error).toEqual(refusal);
  });
});
