import {
  DEFAULT_TOAST_DELAY_MS,
  toastLifetime,
  withNotification,
  withoutNotification,
  type Notification,
} from './Toasts';

const toast = (id: string, message = 'LeadRequestForm.Message.Error'): Notification => ({ id, message, kind: 'error' });

describe('toastLifetime (document 000 §9)', () => {
  it('uses the configured default, 10 s unless configured otherwise', () => {
    expect(toastLifetime(undefined)).toBe(DEFAULT_TOAST_DELAY_MS);
    expect(DEFAULT_TOAST_DELAY_MS).toBe(10_000);
    expect(toastLifetime(undefined, 4000)).toBe(4000);
  });

  it("doubles the default for 'longer'", () => {
    expect(toastLifetime('longer')).toBe(20_000);
    expect(toastLifetime('longer', 4000)).toBe(8000);
  });

  it('keeps a toast until closed when the delay is 0 or less', () => {
    expect(toastLifetime(0)).toBeNull();
    expect(toastLifetime(-1)).toBeNull();
    expect(toastLifetime(Number.NaN)).toBeNull();
  });

  it('takes an explicit delay as given', () => {
    expect(toastLifetime(3000)).toBe(3000);
  });
});

describe('the notification list', () => {
  it('puts the newest first', () => {
    const list = withNotification(withNotification([], toast('a')), toast('b'));
    expect(list.map((n) => n.id)).toEqual(['b', 'a']);
  });

  it('keeps one toast per id: a repeat replaces it and moves to the top', () => {
    let list = [toast('a'), toast('b')];
    list = withNotification(list, toast('b', 'Toasts.SavedSearch.Failure'));
    expect(list).toEqual([toast('b', 'Toasts.SavedSearch.Failure'), toast('a')]);
  });

  it('removes by id and ignores an unknown id', () => {
    expect(withoutNotification([toast('a'), toast('b')], 'a')).toEqual([toast('b')]);
    expect(withoutNotification([toast('a')], 'zzz')).toEqual([toast('a')]);
  });
});
