import { jest } from '@jest/globals';
import { hash } from '@node-rs/argon2';
import { startLogin, visitor } from '../../harness/identity/signIn';
import { type IdentityTestServer, startIdentityTestServer } from '#test/harness/servers/identityTestServer';

jest.setTimeout(180_000);

/**
 * docs/security.md "No account enumeration": every call that takes an e-mail answers the same, in
 * the same time, whether or not someone registered with it.
 */
let server: IdentityTestServer;
const PASSWORD = 'correct horse battery';
const ROOMY = { points: 1000, duration: 60 };

beforeAll(async () => {
  server = await startIdentityTestServer({
    limits: { password: ROOMY, emailCode: ROOMY, emailCodeSend: ROOMY, register: ROOMY },
  });
  await server.fixtures.user({ email: 'rene@example.ch', passwordHash: await hash(PASSWORD) });
}, 120_000);

afterAll(() => server?.close());

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Median answer times of the call for a registered and an unknown e-mail, taken in turns. */
async function timings(call: (email: string, run: number) => Promise<unknown>, runs = 15) {
  const registered: number[] = [];
  const unknown: number[] = [];
  await call('warm-up@example.ch', -1);
  for (let run = 0; run < runs; run++) {
    for (const [email, into] of [
      ['rene@example.ch', registered],
      [`nobody${run}@example.ch`, unknown],
    ] as const) {
      const started = performance.now();
      await call(email, run);
      into.push(performance.now() - started);
    }
  }
  return { registered: median(registered), unknown: median(unknown) };
}

/** Within a quarter of the slower, or 10 ms: what a machine's noise allows, far below one argon2id hash. */
function expectIndistinguishable({ registered, unknown }: { registered: number; unknown: number }): void {
  expect(Math.abs(registered - unknown)).toBeLessThan(Math.max(10, 0.25 * Math.max(registered, unknown)));
}

it('PUT /svc/accounts/profiles/{own}/consent answers GuestIdentified whoever the e-mail belongs to', async () => {
  const states: string[] = [];
  for (const email of ['rene@example.ch', 'nobody@example.ch']) {
    const browser = await visitor(server.url);
    const profileId = browser.cookie('profile')?.split('.')[0];
    const answered = await browser.request('PUT', `/svc/accounts/profiles/${profileId}/consent`, {
      json: { email },
    });
    expect(answered.status).toBe(200);
    states.push(answered.body.authenticationState);
  }
  expect(states).toEqual(['GuestIdentified', 'GuestIdentified']);
});

it('/login/password answers a registered and an unknown e-mail alike, in the same time', async () => {
  const browser = await visitor(server.url);
  await startLogin(browser);
  const answers = new Set<string>();
  const times = await timings(async (email) => {
    const answered = await browser.request('POST', '/login/password', { json: { email, password: 'wrong password' } });
    answers.add(`${answered.status} ${JSON.stringify(answered.body)}`);
  });
  expect([...answers]).toHaveLength(1);
  expectIndistinguishable(times);
});

it('/login/register answers a registered and an unknown e-mail alike, in the same time', async () => {
  const browser = await visitor(server.url);
  await startLogin(browser, 'register');
  const answers = new Set<string>();
  const times = await timings(async (email) => {
    const answered = await browser.request('POST', '/login/register', {
      json: { fullName: 'Somebody', email, password: 'a long enough passphrase 1', acceptTerms: true },
    });
    answers.add(`${answered.status} ${JSON.stringify(answered.body)}`);
  });
  expect([...answers]).toHaveLength(1);
  expectIndistinguishable(times);
});

it('/login/email-code/send answers a registered and an unknown e-mail alike, in the same time', async () => {
  const browser = await visitor(server.url);
  await startLogin(browser, 'emailCode');
  const answers = new Set<string>();
  const times = await timings(async (email) => {
    const answered = await browser.request('POST', '/login/email-code/send', { json: { email } });
    answers.add(`${answered.status} ${JSON.stringify(answered.body)}`);
  });
  expect([...answers]).toHaveLength(1);
  expectIndistinguishable(times);
});
