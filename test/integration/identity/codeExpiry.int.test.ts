import { jest } from '@jest/globals';
import { verifyEmailCode } from '#application/identity/commands/verifyEmailCode';
import { codeExpiresAt } from '#domain/identity/CodeLifetime';
import type { OpenedDatabase } from '#infrastructure/db/Database';
import { SqlEmailCodes } from '#infrastructure/identity/sql/SqlEmailCodes';
import { SqlOneTimeCodes } from '#infrastructure/identity/sql/SqlOneTimeCodes';
import { openTestDatabase } from '#test/harness/db/openTestDatabase';

/**
 * Mailed and one-time codes on the database, with the time coming from the handler's clock
 * (IdentityClock), not the store's: a code lives until its expiry and dies after its wrong tries
 * (domain/identity/CodeLifetime; docs/security.md "Login protection").
 */
jest.setTimeout(60_000);

const issuedAt = new Date('2026-03-02T10:00:00Z');
const clockAt = (seconds: number) => ({ now: () => new Date(issuedAt.getTime() + seconds * 1000) });
const TEN_MINUTES = 600;

let db: OpenedDatabase;
let codes: SqlEmailCodes;

beforeAll(async () => {
  db = await openTestDatabase();
  codes = new SqlEmailCodes(db.db);
});

afterAll(async () => {
  await db?.close();
});

const tryCode = (email: string, code: string, seconds: number, maxAttempts = 20) =>
  verifyEmailCode({ codes, clock: clockAt(seconds) }, { purpose: 'register', email, code, maxAttempts });

describe('mailed codes by the clock', () => {
  it('takes the right code until its expiry, with its payload, once', async () => {
    const code = await codes.issue('register', 'ada@example.ch', codeExpiresAt(issuedAt, TEN_MINUTES), { a: 1 });
    expect(await tryCode('Ada@Example.ch', code, TEN_MINUTES - 1)).toEqual({ payload: { a: 1 } });
    expect(await tryCode('ada@example.ch', code, TEN_MINUTES - 1)).toBeUndefined();
  });

  it('refuses the right code at its expiry', async () => {
    const code = await codes.issue('register', 'ben@example.ch', codeExpiresAt(issuedAt, TEN_MINUTES));
    expect(await tryCode('ben@example.ch', code, TEN_MINUTES)).toBeUndefined();
  });

  it('counts wrong tries in the database: the right code is refused once they are spent', async () => {
    const code = await codes.issue('register', 'cleo@example.ch', codeExpiresAt(issuedAt, TEN_MINUTES));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++) expect(await tryCode('cleo@example.ch', wrong, 1, 3)).toBeUndefined();
    expect((await codes.latest('register', 'cleo@example.ch', code))?.attempts).toBe(3);
    expect(await tryCode('cleo@example.ch', code, 2, 3)).toBeUndefined();
  });

  it('a new code replaces the earlier one', async () => {
    const first = await codes.issue('register', 'dan@example.ch', codeExpiresAt(issuedAt, TEN_MINUTES));
    const second = await codes.issue('register', 'dan@example.ch', codeExpiresAt(issuedAt, TEN_MINUTES));
    if (first !== second) expect(await tryCode('dan@example.ch', first, 1)).toBeUndefined();
    expect(await tryCode('dan@example.ch', second, 1)).toEqual({ payload: null });
  });
});

describe("one-time codes by the caller's time", () => {
  it('redeems a code once, before its expiry only', async () => {
    const oneTime = new SqlOneTimeCodes(db.db);
    const expiresAt = codeExpiresAt(issuedAt, 60);
    const live = await oneTime.issue('dashboard-switch', { audience: 'agent-dashboard', expiresAt });
    const late = await oneTime.issue('dashboard-switch', { audience: 'agent-dashboard', expiresAt });
    expect(await oneTime.consume('dashboard-switch', late, clockAt(60).now())).toBeUndefined();
    expect(await oneTime.consume('dashboard-switch', live, clockAt(59).now())).toEqual({
      userId: null,
      audience: 'agent-dashboard',
    });
    expect(await oneTime.consume('dashboard-switch', live, clockAt(59).now())).toBeUndefined();
  });
});
