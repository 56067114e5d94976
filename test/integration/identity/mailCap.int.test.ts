import { jest } from '@jest/globals';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { signIn, startLogin, visitor } from '#test/harness/identity/signIn';
import { type IdentityTestServer, startIdentityTestServer } from '#test/harness/servers/identityTestServer';
import { OutboxWorker, WITHHELD } from '#infrastructure/mail/OutboxWorker';

jest.setTimeout(120_000);

/**
 * docs/security.md "Mail to unconfirmed addresses": one address receives at most
 * MAIL_RECIPIENT_HOURLY_CAP mails an hour from every sender together; a login code its holder asks
 * for from a browser that signed in before is outside the cap.
 */
let server: IdentityTestServer;
const PASSWORD = 'correct horse battery';
const CAP = 10;

beforeAll(async () => {
  server = await startIdentityTestServer();
}, 120_000);

afterAll(() => server?.close());

async function outcomes(recipient: string) {
  const { rows } = (await server.db.db.execute(
    sql`select kind, sent_at, last_error from email_outbox where recipient = ${recipient} order by id`,
  )) as unknown as { rows: { kind: string; sent_at: string | null; last_error: string | null }[] };
  return rows;
}

it("24 mails queued to a stranger's address from several clients: at most the cap is sent, the holder's own code still goes out", async () => {
  await server.fixtures.user({ email: 'stella@example.ch', passwordHash: await hash(PASSWORD) });
  const holder = await visitor(server.url, { 'x-forwarded-for': '198.51.100.60' });
  await signIn(holder, 'stella@example.ch', PASSWORD, { 'x-forwarded-for': '198.51.100.60' });
  for (let client = 1; client <= 5; client++) {
    const address = { 'x-forwarded-for': `203.0.113.${100 + client}` };
    const attacker = await visitor(server.url, address);
    await startLogin(attacker, 'emailCode');
    for (let request = 0; request < 5; request++)
      await attacker.request('POST', '/login/email-code/send', {
        json: { email: 'stella@example.ch' },
        headers: address,
      });
  }
  const worker = new OutboxWorker(server.db.db, { from: 'test@homefinder.example', recipientHourlyCap: CAP });
  await worker.drain();
  const before = await outcomes('stella@example.ch');
  expect(before.length).toBeGreaterThanOrEqual(24);
  expect(before.filter((mail) => mail.sent_at !== null)).toHaveLength(CAP);
  expect(before.filter((mail) => mail.last_error === WITHHELD).length).toBe(before.length - CAP);
  // The holder's browser asks for a code: it is sent although the cap is reached.
  await startLogin(holder, 'emailCode');
  await holder.request('POST', '/login/email-code/send', {
    json: { email: 'stella@example.ch' },
    headers: { 'x-forwarded-for': '198.51.100.60' },
  });
  await worker.drain();
  const after = await outcomes('stella@example.ch');
  expect(after.at(-1)).toMatchObject({ kind: 'login-code', last_error: null });
  expect(after.at(-1)?.sent_at).not.toBeNull();
  await worker.stop();
});
