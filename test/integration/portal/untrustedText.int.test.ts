/* eslint-disable @typescript-eslint/no-explicit-any -- raw SQL rows */
import { agedFormStamp } from '#test/resilience/leadsCrash';
import { startTestApp, type TestApp } from '../../harness/servers/startTestApp';

// Text a client may send that is valid JSON but no text a formatter or PostgreSQL accepts: a locale
// that is not a BCP-47 tag, a lone UTF-16 surrogate. Each answered 500; every /svc 4xx is
// `{code, message, field}` naming the field (docs/security.md, "The edge").
let app: TestApp;
let listingId: number;
/** The server's stamp of a form opened long enough ago (a stamp serves several leads). */
let formStamp: string;
const CSRF = 'u'.repeat(43);
const headers = { cookie: `csrf=${CSRF}`, 'x-csrf-token': CSRF, 'content-type': 'application/json' };
const rows = (result: any): any[] => (Array.isArray(result) ? result : result.rows);

beforeAll(async () => {
  app = await startTestApp({ LEAD_LIMIT_PER_IP: '100000' });
  const [row] = rows(
    await app.database.db.execute(
      `select id from listings where not is_archived and transaction_type = 'Rent' order by id limit 1`,
    ),
  );
  listingId = row.id;
  formStamp = await agedFormStamp(app.base);
}, 240_000);

afterAll(async () => {
  await app?.close();
});

let keys = 0;
const lead = (overrides: Record<string, unknown>, data: Record<string, unknown> = {}) => ({
  id: listingId,
  portalId: 'ch',
  locale: 'de',
  idempotencyKey: `untrusted-text-${String(++keys).padStart(4, '0')}`,
  formSubmitTime: Date.now(),
  formStamp,
  data: {
    fullName: 'Jonas Meier',
    email: 'jonas.meier@example.ch',
    phone: '044 668 18 00',
    formTimestamp: Date.now() - 8000,
    ...data,
  },
  ...overrides,
});

async function post(path: string, body: unknown, method = 'POST') {
  const response = await fetch(`${app.base}${path}`, { method, headers, body: JSON.stringify(body) });
  const text = await response.text();
  const parsed = JSON.parse(text);
  return { status: response.status, body: parsed.error ?? parsed };
}

const LEAD_ROUTES = ['', '/tour', '/listingAddress', '/user', '/project', '/mortgage', '/firstCaution'].map(
  (p) => `/svc/leads/leads${p}`,
);

describe('a lead locale that is not a BCP-47 tag', () => {
  it.each(['en_US', 'en-', '123', true])(
    '%j is a 400 naming locale on every lead route',
    async (locale) => {
      for (const path of [...LEAD_ROUTES, '/svc/leads/leads/rentalDepositInsurance']) {
        const answer = await post(path, lead({ locale, userId: 1, projectId: 1 }));
        expect({ path, status: answer.status, field: answer.body.field }).toEqual({
          path,
          status: 400,
          field: 'locale',
        });
      }
      const insurance = await post('/svc/financing/rentalDepositInsuranceOffers', { lead: lead({ locale }) });
      expect(insurance.status).toBe(400);
      expect(insurance.body.field).toBe('lead.locale');
      // Nine requests in turn: on a loaded 2-core CI machine that passed jest's default 5 s.
    },
    30_000,
  );

  it('a BCP-47 tag is still a lead', async () => {
    expect((await post('/svc/leads/leads', lead({ locale: 'de-CH' }))).status).toBe(200);
  });
});

describe('a lone UTF-16 surrogate ("\\ud800", valid JSON) is a 400 naming the field, never stored', () => {
  it.each([
    ['a lead detail', '/svc/leads/leads', lead({ details: { floor: 'a\ud800b' } }), 'floor'],
    ['a lead name', '/svc/leads/leads', lead({}, { fullName: '\ud800' }), 'fullName'],
    ['a detail key', '/svc/leads/leads', lead({ details: { '\udc00': 1 } }), null],
    ['a profile culture', '/svc/accounts/profiles', { regionalSettings: { culture: '\ud800' } }, 'culture'],
    ['the content form', '/svc/content/submitform', { name: '\ud800' }, 'name'],
    ['a registration', '/login/register', { fullName: '\ud800', email: 'a@example.ch', password: 'x' }, 'fullName'],
  ])('%s', async (_what, path, body, field) => {
    const answer = await post(path, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'INVALID_UNICODE', field });
  });

  it('a well-formed pair (an emoji) is text like any other', async () => {
    expect((await post('/svc/leads/leads', lead({}, { fullName: 'Jonas 🏠 Meier' }))).status).toBe(200);
  });
});
