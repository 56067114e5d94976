import os from 'node:os';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Container } from 'inversify';
import { testRequestContext } from '../requests/testRequestContext';
import type { RequestContext } from '#application/portal/RequestContext';
import { Captcha } from '#application/shared/captcha';
import {
  type Estimate,
  PropertyStore,
  ValuationClock,
  ValuationLimiter,
  ValuationMails,
  ValuationMarket,
  ValuationModel,
  ValuationRates,
  ValuationSettings,
} from '#application/valuation/ports';
import { composeTestRoot, TEST_IDENTITY_SETTINGS } from '#config/di/composeTestRoot';
import { IdentityConfig } from '#config/identity/IdentityConfig';
import { PORTALS } from '#config/portals';
import { domainError, type DomainError } from '#domain/shared/DomainError';
import { err, type Result } from '#domain/shared/Result';
import type { Property } from '#domain/valuation/Property';
import type { AuthSession } from '#domain/identity/TokenClaims';
import type { OpenedDatabase } from '#infrastructure/db/Database';
import { ExchangeRatesReader } from '#infrastructure/db/exchangeRates/ExchangeRatesReader';
import { openTestDatabase } from '#test/harness/db/openTestDatabase';
import { seedDemoData } from '#infrastructure/demo/seedDemoData';
import { mintAccessToken } from '#test/harness/identity/mintAccessToken';
import { AltchaCaptcha } from '#infrastructure/shared/captcha/AltchaCaptcha';
import { ServiceClient } from '#infrastructure/shared/http/ServiceClient';
import { HttpPropertyStore } from '#infrastructure/valuation/http/HttpPropertyStore';
import { HttpValuationModel } from '#infrastructure/valuation/http/HttpValuationModel';
import { RateLimitedValuations } from '#infrastructure/valuation/limits/RateLimitedValuations';
import { ListingsValuationModel } from '#infrastructure/valuation/model/ListingsValuationModel';
import { svcRouter } from '#server/svc/shared/svcEdge';
import { captchaRoutes } from '#server/svc/shared/captcha';
import { serveServices } from '#test/harness/servers/serveServices';
import { valuationRoutes } from '#server/svc/valuation/valuationRoutes';
import { TEST_DEMO_NOW } from './startSearchTestServer';
import { valuationUseCases } from '../requests/valuationUseCases';

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
  async estimate(property: Property, currency: string): Promise<Result<Estimate, DomainError>> {
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
  /** The portal's own handlers over the SQL store (their own gated model, limits and captcha memory). */
  sql: ReturnType<typeof valuationUseCases>;
  /** Handlers of this portal over the http store and model of the service started here, as `token`'s holder. */
  http(token?: string): ReturnType<typeof valuationUseCases>;
  /** The model gate of each set: the SQL handlers' own, and the remote service's (the http set's model). */
  sqlModel: GatedValuationModel;
  httpModel: GatedValuationModel;
  tokenFor(session: Partial<AuthSession> & Pick<AuthSession, 'state' | 'profileIds'>): Promise<string>;
  captchaToken(): Promise<string>;
  limitPerProfile: number;
  close(): Promise<void>;
}

/**
 * A remote valuation service (the /svc/valuation routes of a second portal, its handlers over its
 * SQL store) and, in process, this portal's handlers: over the SQL store, or over that service
 * through the http store and model. Both portals share the captcha key, not its used tokens.
 */
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
  const captchaOf = () => new AltchaCaptcha({ hmacKey: 'valuation-test', counter: { min: 10, max: 50 } });
  const remoteCaptcha = captchaOf();
  const container = composeTestRoot(db.db, { bindings: [[Captcha, remoteCaptcha]] });
  const rates = container.get(ExchangeRatesReader);
  const model = () => new GatedValuationModel(new ListingsValuationModel(db.db, rates, { now: () => TEST_DEMO_NOW }));
  const clock = { now: () => TEST_DEMO_NOW };
  // The remote service: the container's handlers with their gated model and limits.
  const httpModel = model();
  container.rebind(ValuationModel).toConstantValue(httpModel);
  container.rebind(ValuationLimiter).toConstantValue(new RateLimitedValuations({ limits }));
  container.rebind(ValuationClock).toConstantValue(clock);
  const { keys } = container.get(IdentityConfig);
  const portal = PORTALS.international!;
  const router = svcRouter();
  router.use(valuationRoutes().routes());
  router.use(captchaRoutes().routes());
  const { url, close } = await serveServices(router, () => ({
    container,
    requestContext: testRequestContext(portal) as RequestContext,
  }));
  // This portal: its own captcha memory, limits and model; the store and market reads its database.
  const shared = {
    captcha: captchaOf(),
    mails: container.get(ValuationMails),
    market: container.get(ValuationMarket),
    rates: container.get(ValuationRates),
    settings: container.get(ValuationSettings),
    clock,
  };
  const sqlModel = model();
  const sql = valuationUseCases({
    ...shared,
    store: container.get(PropertyStore),
    model: sqlModel,
    limiter: new RateLimitedValuations({ limits }),
  });
  const httpLimiter = new RateLimitedValuations({ limits });
  return {
    url,
    db,
    container,
    sql,
    sqlModel,
    httpModel,
    limitPerProfile,
    http: (token) => {
      const client = new ServiceClient({ baseUrl: `${url}/svc`, language: 'en', token: () => token });
      return valuationUseCases({
        ...shared,
        store: new HttpPropertyStore(client),
        model: new HttpValuationModel(client),
        limiter: httpLimiter,
      });
    },
    tokenFor: (session) =>
      mintAccessToken(keys, {
        issuer: TEST_IDENTITY_SETTINGS.issuer,
        audience: TEST_IDENTITY_SETTINGS.audience,
        session: { userId: null, identifiedUserProfileIds: [], ...session },
      }),
    async captchaToken() {
      const challenge = (await remoteCaptcha.challenge()) as unknown as SolvableChallenge;
      const solution = await solveChallenge({ challenge, deriveKey });
      return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    },
    async close() {
      await close();
      await db.close();
    },
  };
}
