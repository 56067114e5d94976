import type { AccessTokenVerifier } from '#application/identity/ports';
import { IdentityErrors } from '#application/identity/IdentityErrors';
import { err, ok } from '#domain/shared/Result';
import { MemoizedAccessTokenVerifier } from './MemoizedAccessTokenVerifier';

function counting(expiresAt: number | ((token: string) => number)) {
  const calls: string[] = [];
  const inner: AccessTokenVerifier = {
    verify: async (token) => {
      calls.push(token);
      return token === 'bad'
        ? err(IdentityErrors.invalidToken())
        : ok({
            state: 'User',
            userId: 1,
            profileIds: [2],
            expiresAt: typeof expiresAt === 'number' ? expiresAt : expiresAt(token),
          } as never);
    },
  };
  return { inner, calls };
}

describe('MemoizedAccessTokenVerifier', () => {
  it('checks a valid token once and answers the same until it expires', async () => {
    let now = 1_000;
    const { inner, calls } = counting(1_060);
    const verifier = new MemoizedAccessTokenVerifier(inner, { maxEntries: 100, nowSeconds: () => now });
    expect((await verifier.verify('good')).ok).toBe(true);
    expect((await verifier.verify('good')).ok).toBe(true);
    expect(calls).toEqual(['good']);
    now = 1_060;
    await verifier.verify('good');
    expect(calls).toEqual(['good', 'good']);
  });

  it('never remembers an invalid token', async () => {
    const { inner, calls } = counting(1_060);
    const verifier = new MemoizedAccessTokenVerifier(inner, { maxEntries: 100, nowSeconds: () => 1_000 });
    expect((await verifier.verify('bad')).ok).toBe(false);
    expect((await verifier.verify('bad')).ok).toBe(false);
    expect(calls).toEqual(['bad', 'bad']);
    expect(verifier.size).toBe(0);
  });

  // the soak (bench/soak.ts): every first visit without cookies left its guest token behind (~1.5 kB each).
  it('keeps nothing of tokens issued to visitors who never present them, and remembers one when it comes back', async () => {
    const { inner, calls } = counting(1_300);
    const verifier = new MemoizedAccessTokenVerifier(inner, { maxEntries: 20_000, nowSeconds: () => 1_000 });
    for (let visit = 0; visit < 500; visit++) {
      expect((await verifier.verify(`issued-${visit}`, { justIssued: true })).ok).toBe(true);
    }
    expect(verifier.size).toBe(0);
    // A browser brings its token back: checked once more, then remembered.
    await verifier.verify('issued-7');
    await verifier.verify('issued-7');
    expect(calls.filter((token) => token === 'issued-7')).toHaveLength(2);
    expect(verifier.size).toBe(1);
  });

  it('drops expired tokens within a minute, though nobody asks for them again', async () => {
    let now = 1_000;
    const { inner } = counting((token) => (token.startsWith('short') ? 1_300 : 5_000));
    const verifier = new MemoizedAccessTokenVerifier(inner, { maxEntries: 20_000, nowSeconds: () => now });
    for (let visitor = 0; visitor < 100; visitor++) await verifier.verify(`short-${visitor}`);
    await verifier.verify('long');
    expect(verifier.size).toBe(101);
    now = 1_330;
    await verifier.verify('long');
    expect(verifier.size).toBe(1);
  });

  it('holds at most maxEntries tokens, the least recently used going first', async () => {
    const { inner, calls } = counting(5_000);
    const verifier = new MemoizedAccessTokenVerifier(inner, { maxEntries: 3, nowSeconds: () => 1_000 });
    for (const token of ['a', 'b', 'c']) await verifier.verify(token);
    await verifier.verify('a');
    await verifier.verify('d');
    expect(verifier.size).toBe(3);
    calls.length = 0;
    await verifier.verify('a');
    await verifier.verify('b');
    expect(calls).toEqual(['b']);
  });
});
