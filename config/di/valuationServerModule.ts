import { ContainerModule } from 'inversify';
import { PropertiesService, ValuationLimiter, ValuationMails, ValuationModel } from '#application/valuation/ports';
import { CREATABLE_COUNTRIES } from '#domain/valuation/fieldRules';
import { Database } from '#infrastructure/db/DatabaseToken';
import { ExchangeRatesReader } from '#infrastructure/db/exchangeRates/ExchangeRatesReader';
import {
  DEFAULT_VALUATION_LIMITS,
  RateLimitedValuations,
  type ValuationLimits,
} from '#infrastructure/valuation/limits/RateLimitedValuations';
import { ListingsValuationModel } from '#infrastructure/valuation/model/ListingsValuationModel';
import { OutboxValuationMails } from '#infrastructure/valuation/OutboxValuationMails';
import { SqlPropertiesService } from '#infrastructure/valuation/sql/SqlPropertiesService';
import { formatterCache } from '#config/alerts/formatterCache';
import { portalOrigin } from '../portalOrigin';
import { PORTALS } from '../portals';
import type { Settings } from '../env';
import type { ServerModuleOptions } from './ServerModuleOptions';
import { bindValuationUseCases } from './valuationModule';

/** The countries a portal may create valuations in: CH, FR and PT where its valuation setting is on, none elsewhere. */
export function creatableCountriesOf(portalId: string): readonly string[] {
  return Object.hasOwn(PORTALS, portalId) && PORTALS[portalId]!.valuation ? CREATABLE_COUNTRIES : [];
}

/** VALUATION_LIMIT_PER_PROFILE / VALUATION_LIMIT_WINDOW_S tighten the valuate limits (the e2e suite's rate-limit scenario). */
function limitsOf({ limits }: Settings): ValuationLimits {
  const perProfile = limits.valuationsPerProfile;
  return {
    perProfile: perProfile ?? DEFAULT_VALUATION_LIMITS.perProfile,
    perClient: perProfile ? perProfile * 10 : DEFAULT_VALUATION_LIMITS.perClient,
    windowS: limits.valuationWindowS ?? DEFAULT_VALUATION_LIMITS.windowS,
  };
}

/**
 * The valuation context on the server: the properties service on the database, the automated
 * valuation model over the listings (fitted in the background, refitted every 6 hours), the
 * valuate limits (Redis when REDIS_URL is set), the mails of completed postponed valuations.
 */
export function valuationServerModule({ db, settings, log }: ServerModuleOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(ValuationModel)
      .toDynamicValue(
        (context) =>
          new ListingsValuationModel(context.get(Database), context.get(ExchangeRatesReader), {
            refitEveryMs: 6 * 3600_000,
            log,
          }),
      )
      .inSingletonScope();
    bind(ValuationLimiter)
      .toDynamicValue(() => new RateLimitedValuations({ limits: limitsOf(settings), redisUrl: settings.redisUrl }))
      .inSingletonScope();
    bind(ValuationMails)
      .toDynamicValue(
        () =>
          new OutboxValuationMails(db, {
            origin: (portalId) => portalOrigin(settings, portalId),
            translate: formatterCache(),
            defaultCulture: (portalId) => (PORTALS[portalId] ?? PORTALS.international!).defaultCulture,
          }),
      )
      .inSingletonScope();
    bind(PropertiesService)
      .toDynamicValue((context) => {
        const model = context.get(ValuationModel);
        const service = new SqlPropertiesService(
          context.get(Database),
          model,
          context.get(ValuationLimiter),
          context.get(ValuationMails),
          {
            creatableCountries: creatableCountriesOf,
            rates: () => context.get(ExchangeRatesReader).current(),
            log,
          },
        );
        // The job behind a 424: once the model is fitted, the postponed valuations are completed.
        void model
          .whenReady()
          .then(() => service.completePostponed())
          .catch((error: unknown) => log?.warn({ err: error }, 'postponed valuations not completed'));
        return service;
      })
      .inSingletonScope();
    bindValuationUseCases(bind);
  });
}
