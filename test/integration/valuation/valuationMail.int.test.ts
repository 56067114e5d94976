import { jest } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { IntlMessageFormat } from 'intl-messageformat';
import { getMessages } from '#config/i18n';
import { propertyName, type PropertyFields } from '#domain/valuation/Property';
import { emailOutbox, profiles } from '#infrastructure/db/schema';
import { startValuationTestServer, type ValuationTestServer } from '../../harness/servers/startValuationTestServer';

jest.setTimeout(300_000);

/**
 * "424 marks the property isValuationPostponed (… a postponed valuation is completed
 * later by a job and the owner is told by e-mail)". The mail goes through the outbox, in the
 * owner's language: their regional settings, else their portal's.
 */
let server: ValuationTestServer;

beforeAll(async () => {
  server = await startValuationTestServer({ listings: 1500 });
});
afterAll(async () => server?.close());

const zurichFlat: PropertyFields = {
  location: {
    street: 'Bahnhofstrasse',
    houseNumber: '12',
    postCode: '8001',
    city: 'Zürich',
    countryISO: 'CH',
    latitude: 47.37,
    longitude: 8.54,
  },
  propertyType: 'Apartment',
  propertySubType: 'Apartment',
  numberOf: { rooms: 3.5 },
  area: { living: 95 },
  constructionYear: 1990,
  condition: 'GoodCondition',
  sellingIntent: 'SellIn6To12Months',
  price: { expected: 1_200_000, currency: 'CHF' },
};

async function owner(code: string, email: string, language?: string): Promise<number> {
  const [row] = await server.db.db
    .insert(profiles)
    .values({
      code,
      secretHash: 'x',
      authenticationState: 'GuestIdentified',
      details: { email },
      regionalSettings: language ? { language } : {},
    })
    .returning({ id: profiles.id });
  return row!.id;
}

const text = (culture: string, key: string, values: Record<string, string | number>) =>
  String(new IntlMessageFormat(getMessages(culture)[key]!, culture).format(values));

it("tells the owner their postponed valuation is ready, in the owner's language, through the outbox", async () => {
  const german = await owner('valuation-mail-de', 'anna@example.ch', 'de');
  const portalOnly = await owner('valuation-mail-fr', 'paul@example.fr');
  const postponed = async (profileId: number, portalId: string) => {
    const caller = { profileId, ownProfileIds: [profileId], portalId, clientIp: '127.0.0.1' };
    const created = await server.sql.create.execute({
      draft: { ...zurichFlat, portalId, origin: 'PropertyValuationWizard' },
      caller,
    });
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    const captchaToken = await server.captchaToken();
    const asked = await server.sql.valuate.execute({ id: created.value.id, caller, captchaToken });
    expect(!asked.ok && asked.error.kind).toBe('FAILED_DEPENDENCY');
    return created.value;
  };
  const forAnna = await postponed(german, 'international');
  const forPaul = await postponed(portalOnly, 'fr');

  server.sqlModel.openGate();
  expect(await server.sql.completePostponed.execute()).toBe(2);

  const mailTo = async (recipient: string) =>
    (await server.db.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, recipient)))[0];
  const anna = await mailTo('anna@example.ch');
  const paul = await mailTo('paul@example.fr');
  expect(anna?.kind).toBe('valuationReady');
  // Anna chose German; Paul chose nothing, and his property is on the French portal.
  expect(anna?.subject).toBe(text('de', 'Valuation.Mail.Ready.Subject', { propertyName: propertyName(forAnna) }));
  expect(paul?.subject).toBe(text('fr', 'Valuation.Mail.Ready.Subject', { propertyName: propertyName(forPaul) }));
  expect(anna?.text).toContain(`/my-properties/${forAnna.id}`);
  // The range as the owner reads numbers: German groups thousands with a dot or an apostrophe, never a comma.
  expect(anna?.text).toMatch(/zwischen \d{1,3}([.’']\d{3})+ und \d{1,3}([.’']\d{3})+ CHF/);
});
