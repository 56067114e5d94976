import type { AccessTokenVerifier } from '#application/identity/ports';
import { IdentityErrors } from '#application/identity/IdentityErrors';
import { err, ok } from '#domain/shared/Result';
import { MemoizedAccessTokenVerifier } from './MemoizedAccessTokenVerifier';

function counting(expiresAt: number) {
  const calls: string[] = [];
  const inner: AccessTokenVerifier = {
    verify: async (token) => {
      calls.push(token);
      return token === 'bad'
        ? err(IdentityErrors.invalidToken())
        : ok({ state: 'User', userId: 1, profileIds: [2], expiresAt } as never);
    },
  };
  return { inner, calls };
}

describe('MemoizedAccessTokenVerifier', () => {
  it('checks a valid token once and answers the same until it expires', async () => {
    let now = 1_000;
    const { inner, calls } = counting(1_060);
    const verifier = new MemoizedAccessTokenVerifier(inner, () => now);
    expect((await verifier.verify('good')).ok).toBe(true);
    expect((await verifier.verify('good')).ok).toBe(true);
    expect(calls).toEqual(['good']);
    now = 1_060;
    await verifier.verify('good');
    expect(calls).toEqual(['good', 'good']);
  });

  it('never remembers an invalid token', async () => {
    const { inner, calls } = counting(1_060);
    const verifier = new MemoizedAccessTokenVerifier(inner, () => 1_000);
    expect((await verifier.verify('bad')).ok).toBe(false);
    expect((await verifier.verify('bad')).ok).toBe(false);
    expect(calls).toEqual(['bad', 'bad']);
  });
});
