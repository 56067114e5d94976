import { RefreshMemo } from './RefreshMemo';

describe('RefreshMemo: one refresh per refresh token within the grace period', () => {
  it('calls holding the same refresh token share the first answer; another token asks again', async () => {
    let asked = 0;
    const memo = new RefreshMemo<string>(30_000, () => 0);
    const refresh = async () => `new-${++asked}`;
    const [a, b] = await Promise.all([memo.once('r1', refresh), memo.once('r1', refresh)]);
    expect([a, b, await memo.once('r1', refresh)]).toEqual(['new-1', 'new-1', 'new-1']);
    expect(await memo.once('r2', refresh)).toBe('new-2');
    expect(asked).toBe(2);
  });

  it('forgets an answer after the grace period, and never keeps a failure', async () => {
    let now = 0;
    let asked = 0;
    const memo = new RefreshMemo<string>(30_000, () => now);
    await expect(memo.once('r1', () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(await memo.once('r1', async () => `new-${++asked}`)).toBe('new-1');
    now = 30_000;
    expect(await memo.once('r1', async () => `new-${++asked}`)).toBe('new-2');
  });
});
