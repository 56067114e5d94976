import { Writable } from 'node:stream';
import type { OpenedDatabase } from '#infrastructure/db/Database';
import { loginMethods, users } from '#infrastructure/db/schema';
import { openTestDatabase } from '#test/harness/db/openTestDatabase';
import { loggedUrl, portalLogger } from '#server/logging/portalLogger';

// docs/security.md "What the log may hold": a failed query was logged with all its parameters (a
// registrant's argon2id hash, e-mails, names), and PostgreSQL's detail quotes the failing row.
// The portal's logger writes the statement and the error, never the values.
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$q6ZzWcXyV1a2ZvRmEwT2ZHb1lQbXhWQ2tqZ2xtQQ';
const EMAIL = 'petra.private@example.ch';
const NAME = 'Petra Private';
let database: OpenedDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
}, 120_000);

afterAll(async () => {
  await database?.close();
});

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: portalLogger('info', stream), text: () => lines.join('') };
}

const failureOf = (query: PromiseLike<unknown>) =>
  Promise.resolve(query).then(
    () => {
      throw new Error('the query was meant to fail');
    },
    (error: unknown) => error,
  );

describe("the portal's log", () => {
  it('holds a failed query as its statement and error, without its parameters or the failing row', async () => {
    const duplicate = await failureOf(
      // A login method of no user: the foreign key fails, the hash is a parameter.
      database.db.insert(loginMethods).values({ userId: 2_000_000_000, type: 'Password', passwordHash: HASH }),
    );
    const notNull = await failureOf(
      // PostgreSQL's detail: 'Failing row contains (…, Petra Private, petra.private@example.ch, …)'.
      database.db.insert(users).values({ slug: null as unknown as string, fullName: NAME, email: EMAIL }),
    );
    expect(String((notNull as Error).message) + JSON.stringify(notNull)).toContain(EMAIL);
    const { logger, text } = capture();
    logger.error({ err: duplicate }, 'service error');
    logger.error({ err: notNull, requestId: 'r1' }, 'service error');
    logger.warn({ error: notNull }, 'job failed');
    logger.flush();
    const log = text();
    expect(log).toContain('insert into \\"login_methods\\"');
    expect(log).toContain('login_methods_user_id_users_id_fk');
    for (const secret of [HASH, EMAIL, NAME]) expect(log).not.toContain(secret);
  });

  it('censors fields that hold a secret or a person wherever a log call puts them', () => {
    const { logger, text } = capture();
    logger.info({ email: EMAIL, user: { fullName: NAME, passwordHash: HASH, phone: '+41 44 668 18 00' } }, 'x');
    logger.flush();
    for (const secret of [HASH, EMAIL, NAME, '+41 44 668 18 00']) expect(text()).not.toContain(secret);
  });

  it("writes a request's URL without the values of secret parameters", () => {
    const url = loggedUrl(`/auth/login?view=login&email=${encodeURIComponent(EMAIL)}&callbackUrl=%2Fchat`);
    expect(url).not.toContain('petra');
    expect(url).toContain('view=login');
    expect(loggedUrl('/unsubscribe?unsublink=4&profileId=2&sig=abcdef')).not.toContain('abcdef');
  });
});
