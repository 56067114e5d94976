import type { EmailCodes, StoredEmailCode } from '../ports';
import { verifyEmailCode } from './verifyEmailCode';

const issuedAt = new Date('2026-03-02T10:00:00Z');
const at = (seconds: number) => ({ now: () => new Date(issuedAt.getTime() + seconds * 1000) });

/** One stored code '123456', alive ten minutes: records what the store was asked to write. */
function oneCode(attempts = 0) {
  const code = { id: 7, expiresAt: new Date(issuedAt.getTime() + 600_000), attempts, used: false };
  const writes: string[] = [];
  const codes: EmailCodes = {
    issue: () => Promise.reject(new Error('not used here')),
    latest: (_purpose, _email, tried): Promise<StoredEmailCode | undefined> =>
      Promise.resolve(code.used ? undefined : { ...code, matches: tried === '123456' }),
    countWrongTry: (id) => {
      writes.push(`wrong ${id}`);
      code.attempts++;
      return Promise.resolve();
    },
    consume: (id) => {
      writes.push(`consume ${id}`);
      code.used = true;
      return Promise.resolve({ payload: { fullName: 'Ada' } });
    },
  };
  return { codes, writes };
}

const attempt = { purpose: 'register' as const, email: 'ada@example.ch', code: ' 123456 ', maxAttempts: 20 };

describe('verifyEmailCode', () => {
  it('uses up the right code within its lifetime and answers its payload', async () => {
    const { codes, writes } = oneCode();
    expect(await verifyEmailCode({ codes, clock: at(599) }, attempt)).toEqual({ payload: { fullName: 'Ada' } });
    expect(writes).toEqual(['consume 7']);
    expect(await verifyEmailCode({ codes, clock: at(599) }, attempt)).toBeUndefined();
  });

  it('refuses the right code once it expired, by the clock, and writes nothing', async () => {
    const { codes, writes } = oneCode();
    expect(await verifyEmailCode({ codes, clock: at(600) }, attempt)).toBeUndefined();
    expect(writes).toEqual([]);
  });

  it('counts a wrong code against the stored one', async () => {
    const { codes, writes } = oneCode();
    expect(await verifyEmailCode({ codes, clock: at(1) }, { ...attempt, code: '654321' })).toBeUndefined();
    expect(writes).toEqual(['wrong 7']);
  });

  it('refuses the right code after its wrong tries are spent', async () => {
    const { codes, writes } = oneCode(20);
    expect(await verifyEmailCode({ codes, clock: at(1) }, attempt)).toBeUndefined();
    expect(writes).toEqual([]);
  });
});
