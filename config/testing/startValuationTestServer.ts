import os from 'node:os';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Container } from 'inversify';
import { testRequestContext } from './testRequestContext';
import type { RequestContext } from '#application/portal/RequestContext';
import { Captcha } from '#application/shared/captcha';
import {
  type Estimate,
  PropertiesService,
  ValuationLimiter,
  ValuationMails,
  ValuationModel,
} from '#application/valuation/ports';
import { composeTestRoot, TEST_IDENTITY_SETTINGS } from '#config/di/composeTestRoot';
import { creatableCountriesOf } from '#config/di/valuationServerModule';
import { IdentityConfig } from '#config/identity/IdentityConfig';
import { PORTALS } from '#config/portals';
import { domainError, type DomainError } from '#domain/shared/DomainError';
import { err, type Result } from '#domain/shared/Result';
import type { PropertyFields } from '#domain/valuation/Property';
import type { AuthSession } from '#domain/identity/TokenClaims';
import type { OpenedDatabase } from '#infrastructure/db/Database';
import { ExchangeRatesReader } from '#infrastructure/db/exchangeRates/ExchangeRatesReader';
import { openTestDatabase } from '#infrastructure/db/testing/openTestDatabase';
import { seedDemoData } from '#infrastructure/demo/seedDemoData';
import { mintAccessToken } from '#infrastructure/identity/testing/mintAccessToken';
import { AltchaCaptcha } from '#infrastructure/shared/captcha/AltchaCaptcha';
import { ServiceClient } from '#infrastructure/shared/http/ServiceClient';
import { HttpPropertiesService } from '#infrastructure/valuation/http/HttpPropertiesService';
import { RateLimitedValuations } from '#infrastructure/valuation/limits/RateLimitedValuations';
import { ListingsValuationModel } from '#infrastructure/valuation/model/ListingsValuationModel';
import { SqlPropertiesService } from '#infrastructure/valuation/sql/SqlPropertiesService';
import { svcRouter } from '#server/svc/shared/svcEdge';
import { captchaRoutes } from '#server/svc/shared/captcha';
import { serveServices } from '#server/svc/testing/serveServices';
import { valuationRoutes } from '#server/svc/valuation/valuationRoutes';
import { TEST_DEMO_NOW } from './startSearchTestServer';

type SolvableChallenge = Parameters<typeof solveChallenge>[0]['challenge'];

/**
 * Tests only: the real valuation model behind a gate, so a suite sees it "being fitted" (424)
 * until it opens the gate, whatever the machine's speed.
 */
export class GatedValuationModel {
  private open = false;
  constructor(private readonly model: ListingsValuationModel) {}
  openGate(): void {
    this.open = true;
  }
  whenReady(): Promise<void> {
    return this.model.whenReady();
  }
  async estimate(property: PropertyFields, currency: string): Promise<Result<Estimate, DomainError>> {
    if (!this.open)
      return err(domainError('FAILED_DEPENDENCY', 'VALUATION_POSTPONED', 'Valuation.Form.Messages.Postponed'));
    await this.model.whenReady();
    return this.model.estimate(property, currency);
  }
}

export interface ValuationTestServer {
  url: string;
  db: OpenedDatabase;
  container: Container;
  /** The embedded service (its own gated model and limits), and the model gate of each adapter. */
  sqlProperties: SqlPropertiesService;
  sqlModel: GatedValuationModel;
  httpModel: GatedValuationModel;
  httpProperties(token?: string): HttpPropertiesService;
  tokenFor(session: Partial<AuthSession> & Pick<AuthSession, 'state' | 'profileIds'>): Promise<string>;
  captchaToken(): Promise<string>;
  limitPerProfile: number;
  close(): Promise<void>;
}

export async function startValuationTestServer(options: { listings?: number } = {}): Promise<ValuationTestServer> {
  const db = await openTestDatabase();
  await seedDemoData(db.db, {
    listings: options.listings ?? 3000,
    seed: 42,
    now: TEST_DEMO_NOW,
    mediaDir: path.join(os.tmpdir(), 'homefinder-valuation-test-media'),
  });
  const limitPerProfile = 8;
  const limits = { perProfile: limitPerProfile, perClient: 1000, windowS: 3600 };
  const captcha = new AltchaCaptcha({ hmacKey: 'valuation-test', counter: { min: 10, max: 50 } });
  const container = composeTestRoot(db.db, { bindings: [[Captcha, captcha]] });
  const rates = container.get(ExchangeRatesReader);
  const model = () => new GatedValuationModel(new ListingsValuationModel(db.db, rates, { now: () => TEST_DEMO_NOW }));
  const httpModel = model();
  const sqlModel = model();
  container.rebind(ValuationModel).toConstantValue(httpModel);
  container.rebind(ValuationLimiter).toConstantValue(new RateLimitedValuations({ limits }));
  const options_ = {
    creatableCountries: creatableCountriesOf,
    rates: () => rates.current(),
    now: () => TEST_DEMO_NOW,
  };
  const mails = container.get(ValuationMails);
  container
    .rebind(PropertiesService)
    .toConstantValue(new SqlPropertiesService(db.db, httpModel, container.get(ValuationLimiter), mails, options_));
  const sqlProperties = new SqlPropertiesService(
    db.db,
    sqlModel,
    new RateLimitedValuations({ limits }),
    mails,
    options_,
  );
  const { keys } = container.get(IdentityConfig);
  const portal = PORTALS.international!;
  const router = svcRouter();
  router.use('/valuation', valuationRoutes().routes());
  router.use('/captcha', captchaRoutes().routes());
  const { url, close } = await serveServices(router, () => ({
    container,
    requestContext: testRequestContext(portal) as RequestContext,
  }));
  return {
    url,
    db,
    container,
    sqlProperties,
    sqlModel,
    httpModel,
    limitPerProfile,
    httpProperties: (token) =>
      new HttpPropertiesService(new ServiceClient({ baseUrl: `${url}/svc`, language: 'en', token: () => token })),
    tokenFor: (session) =>
      mintAccessToken(keys, {
        issuer: TEST_IDENTITY_SETTINGS.issuer,
        audience: TEST_IDENTITY_SETTINGS.audience,
        session: { userId: null, identifiedUserProfileIds: [], ...session },
      }),
    async captchaToken() {
      const challenge = (await captcha.challenge()) as unknown as SolvableChallenge;
      const solution = await solveChallenge({ challenge, deriveKey });
      return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    },
    async close() {
      await close();
      await db.close();
    },
  };
}
